DROP INDEX "audit_log_actor_idx";--> statement-breakpoint
CREATE INDEX "audit_log_actor_email_idx" ON "audit_log" USING btree ("actor_email","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);