ALTER TABLE "notices" ADD COLUMN "type" text DEFAULT 'announcement' NOT NULL;--> statement-breakpoint
ALTER TABLE "notice_publications" ADD COLUMN "type" text DEFAULT 'announcement' NOT NULL;