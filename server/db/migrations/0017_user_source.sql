ALTER TABLE "users" ADD COLUMN "source" text DEFAULT 'local' NOT NULL;
--> statement-breakpoint
-- Users made by a directory login or sync before this column: linked to a directory entry, or
-- holding the never-verifying hash those paths stored (server/ldap/provision.ts).
UPDATE "users" SET "source" = 'ldap' WHERE "id" IN (SELECT "user_id" FROM "ldap_accounts") OR "password_hash" = 'ldap:directory-checks-the-password';
