CREATE TABLE "role_apis" (
	"role_id" integer NOT NULL,
	"operation_id" text NOT NULL,
	CONSTRAINT "role_apis_role_id_operation_id_pk" PRIMARY KEY("role_id","operation_id")
);
--> statement-breakpoint
CREATE TABLE "role_data_scopes" (
	"id" serial PRIMARY KEY NOT NULL,
	"role_id" integer NOT NULL,
	"data_group" text NOT NULL,
	"visit_type" integer NOT NULL,
	"dept_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"data_items" jsonb NOT NULL,
	CONSTRAINT "role_data_scopes_visit_type_ck" CHECK ("role_data_scopes"."visit_type" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"lang" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "role_apis" ADD CONSTRAINT "role_apis_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_data_scopes" ADD CONSTRAINT "role_data_scopes_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "role_apis_operation_idx" ON "role_apis" USING btree ("operation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "role_data_scopes_uq" ON "role_data_scopes" USING btree ("role_id","data_group");--> statement-breakpoint
CREATE INDEX "role_data_scopes_group_idx" ON "role_data_scopes" USING btree ("data_group");