CREATE TABLE "dept_apps" (
	"dept_id" integer NOT NULL,
	"app_id" integer NOT NULL,
	CONSTRAINT "dept_apps_dept_id_app_id_pk" PRIMARY KEY("dept_id","app_id")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"width" integer DEFAULT 0 NOT NULL,
	"height" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_app_grants" (
	"user_id" integer NOT NULL,
	"app_id" integer NOT NULL,
	CONSTRAINT "user_app_grants_user_id_app_id_pk" PRIMARY KEY("user_id","app_id")
);
--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "index_icon" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "logo" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "tab_logo" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "i18n_descriptions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "open_mode" text DEFAULT 'embedded' NOT NULL;--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "prefetch" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "dept_apps" ADD CONSTRAINT "dept_apps_dept_id_departments_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dept_apps" ADD CONSTRAINT "dept_apps_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_app_grants" ADD CONSTRAINT "user_app_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_app_grants" ADD CONSTRAINT "user_app_grants_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dept_apps_app_idx" ON "dept_apps" USING btree ("app_id");--> statement-breakpoint
CREATE INDEX "user_app_grants_app_idx" ON "user_app_grants" USING btree ("app_id");--> statement-breakpoint
CREATE UNIQUE INDEX "apps_code_uq" ON "apps" USING btree ("code");--> statement-breakpoint
-- Per-application licences move into the installed licence (settings 'license'.apps), their one
-- source from now on: entries the licence does not list yet are added from the old column.
UPDATE "settings" SET "value" = jsonb_set("value", '{apps}', coalesce("value"->'apps', '[]'::jsonb) || coalesce((
  SELECT jsonb_agg(jsonb_build_object('code', a."code", 'scope', coalesce(a."license"->>'scope', ''),
    'version', coalesce(a."license"->>'version', ''), 'expireDate', a."license"->'expireDate'))
  FROM "apps" a WHERE a."license" IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM jsonb_array_elements(coalesce("settings"."value"->'apps', '[]'::jsonb)) e WHERE e->>'code' = a."code")
), '[]'::jsonb)) WHERE "key" = 'license' AND jsonb_typeof("value") = 'object';--> statement-breakpoint
ALTER TABLE "apps" DROP COLUMN "license";
