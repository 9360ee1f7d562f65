CREATE TABLE "ldap_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"dn" text NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ldap_accounts" ADD CONSTRAINT "ldap_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;