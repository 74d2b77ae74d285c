-- Composite tenant keys: the parents' (tenant_id, id) keys come before the foreign keys that
-- name them (drizzle-kit writes unique constraints last, hand-moved here).
ALTER TABLE "merchant_profiles" DROP CONSTRAINT "merchant_profiles_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "password_resets" DROP CONSTRAINT "password_resets_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_merchant_id_merchant_profiles_id_fk";
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_owner_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "product_media" DROP CONSTRAINT "product_media_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tenant_id_key" UNIQUE("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tenant_id_key" UNIQUE("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "merchant_profiles" ADD CONSTRAINT "merchant_profiles_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_merchant_fk" FOREIGN KEY ("tenant_id","merchant_id") REFERENCES "public"."merchant_profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_owner_fk" FOREIGN KEY ("tenant_id","owner_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "product_media" ADD CONSTRAINT "product_media_product_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
