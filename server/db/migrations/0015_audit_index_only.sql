DROP INDEX "audit_username_at_idx";--> statement-breakpoint
DROP INDEX "audit_module_at_idx";--> statement-breakpoint
CREATE INDEX "audit_action_outcome_at_idx" ON "audit_log" USING btree ("action","outcome","at","id");--> statement-breakpoint
CREATE INDEX "audit_outcome_at_idx" ON "audit_log" USING btree ("outcome","at","id");--> statement-breakpoint
CREATE INDEX "audit_username_at_idx" ON "audit_log" USING btree (lower("username"),"at","id","username","module","action","outcome");--> statement-breakpoint
CREATE INDEX "audit_module_at_idx" ON "audit_log" USING btree ("module","at","id","action","outcome");