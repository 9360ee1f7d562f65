ALTER TABLE "roles" ADD COLUMN "i18n_names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- The seeded "Viewer" role of existing installations gets its name in both languages.
UPDATE "roles" SET "i18n_names" = '{"zh_CN":"只读用户","en_US":"Viewer"}'::jsonb WHERE "name" = 'Viewer' AND "i18n_names" = '{}'::jsonb;
