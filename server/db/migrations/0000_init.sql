CREATE TABLE "app_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"i18n_names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "apps" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"state" integer DEFAULT 1 NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"base_url" text DEFAULT '' NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"i18n_names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"group_id" integer,
	"menu_expand_mode" text DEFAULT 'single' NOT NULL,
	"carry_token" boolean DEFAULT false NOT NULL,
	"multi_open" boolean DEFAULT false NOT NULL,
	"license" jsonb,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ip_failures" (
	"ip" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"window_start" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_code" text NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"category" integer DEFAULT 1 NOT NULL,
	"type" text DEFAULT 'menu' NOT NULL,
	"path" text DEFAULT '' NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"component" text DEFAULT '' NOT NULL,
	"views" text DEFAULT '' NOT NULL,
	"i18n_names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_open" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"access_hash" text NOT NULL,
	"access_expires_at" timestamp with time zone NOT NULL,
	"refresh_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"remember_me" boolean DEFAULT false NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_refresh_tokens" (
	"refresh_hash" text PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"real_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"password_status" integer DEFAULT 0 NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"password_never_expires" boolean DEFAULT false NOT NULL,
	"dept_id" integer,
	"is_admin" boolean DEFAULT false NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"failed_window_start" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "apps" ADD CONSTRAINT "apps_group_id_app_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."app_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "used_refresh_tokens" ADD CONSTRAINT "used_refresh_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "apps_app_id_uq" ON "apps" USING btree ("app_id");--> statement-breakpoint
CREATE INDEX "menus_app_idx" ON "menus" USING btree ("app_code");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_access_uq" ON "sessions" USING btree ("access_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_refresh_uq" ON "sessions" USING btree ("refresh_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_uq" ON "users" USING btree (lower("username"));