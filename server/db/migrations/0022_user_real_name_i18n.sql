ALTER TABLE "users" ADD COLUMN "real_name_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- The seeded administrator and demo user of existing installations get their names in both
-- languages, unless an administrator has renamed them.
UPDATE "users" SET "real_name_i18n" = '{"zh_CN":"系统管理员","en_US":"Administrator"}'::jsonb WHERE lower("username") = 'admin' AND "real_name" = 'Administrator' AND "real_name_i18n" = '{}'::jsonb;--> statement-breakpoint
UPDATE "users" SET "real_name_i18n" = '{"zh_CN":"演示用户","en_US":"Demo User"}'::jsonb WHERE lower("username") = 'demo' AND "real_name" = 'Demo User' AND "real_name_i18n" = '{}'::jsonb;
