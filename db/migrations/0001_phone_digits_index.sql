DROP INDEX "users_tenant_phone_idx";--> statement-breakpoint
CREATE INDEX "users_tenant_phone_digits_idx" ON "users" USING btree ("tenant_id",regexp_replace(coalesce("phone", ''), '[^0-9]', '', 'g'));