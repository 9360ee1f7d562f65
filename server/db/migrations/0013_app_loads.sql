CREATE TABLE "app_loads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"app_code" text NOT NULL,
	"user_id" integer,
	"opened_at" timestamp with time zone NOT NULL,
	"prefetched" boolean NOT NULL,
	"entry_fetch_ms" integer,
	"bootstrap_ms" integer,
	"mount_ms" integer,
	"ready_ms" integer,
	"heap_before" bigint,
	"heap_after" bigint,
	"timed_out" boolean NOT NULL,
	"load_error" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "memory_budget_mb" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "app_loads" ADD CONSTRAINT "app_loads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_loads_opened_idx" ON "app_loads" USING btree ("opened_at");--> statement-breakpoint
CREATE INDEX "app_loads_app_opened_idx" ON "app_loads" USING btree ("app_code","opened_at");