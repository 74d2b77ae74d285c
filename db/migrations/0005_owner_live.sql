DROP INDEX "products_live_latest_idx";--> statement-breakpoint
DROP INDEX "products_live_orders_idx";--> statement-breakpoint
DROP INDEX "products_live_price_idx";--> statement-breakpoint
DROP INDEX "products_live_price_desc_idx";--> statement-breakpoint
DROP INDEX "products_live_category_price_idx";--> statement-breakpoint
DROP INDEX "products_merchant_orders_idx";--> statement-breakpoint
DROP INDEX "products_live_delivery_category_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "owner_live" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- products.owner_live: the product's owner account is not deleted. Lists filter on it (and the live
-- indexes hold it) instead of looking the account up for every row. Two triggers keep it true to users.
UPDATE products p SET owner_live = false
FROM users u WHERE u.tenant_id = p.tenant_id AND u.id = p.owner_id AND u.deleted_at IS NOT NULL;
--> statement-breakpoint
CREATE FUNCTION products_owner_live_from_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET owner_live = (NEW.deleted_at IS NULL)
  WHERE tenant_id = NEW.tenant_id AND owner_id = NEW.id AND owner_live IS DISTINCT FROM (NEW.deleted_at IS NULL);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only when the account is deleted or restored.
CREATE TRIGGER users_products_owner_live AFTER UPDATE OF deleted_at ON users
  FOR EACH ROW
  WHEN ((OLD.deleted_at IS NULL) IS DISTINCT FROM (NEW.deleted_at IS NULL))
  EXECUTE FUNCTION products_owner_live_from_user();
--> statement-breakpoint
-- A new product, or one given to another owner, takes its owner's state (whatever the writer said).
CREATE FUNCTION products_owner_live_on_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.owner_live := EXISTS (SELECT 1 FROM users WHERE tenant_id = NEW.tenant_id AND id = NEW.owner_id AND deleted_at IS NULL);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_owner_live_insert BEFORE INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION products_owner_live_on_write();
--> statement-breakpoint
CREATE TRIGGER products_owner_live_update BEFORE UPDATE OF owner_id, tenant_id, owner_live ON products
  FOR EACH ROW EXECUTE FUNCTION products_owner_live_on_write();
--> statement-breakpoint
CREATE INDEX "products_live_latest_idx" ON "products" USING btree ("tenant_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."deleted_at" is null and "products"."is_available" and "products"."owner_live";--> statement-breakpoint
CREATE INDEX "products_live_orders_idx" ON "products" USING btree ("tenant_id","orders_count" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."deleted_at" is null and "products"."is_available" and "products"."owner_live";--> statement-breakpoint
CREATE INDEX "products_live_price_idx" ON "products" USING btree ("tenant_id","price","id" DESC NULLS FIRST) WHERE "products"."deleted_at" is null and "products"."is_available" and "products"."owner_live";--> statement-breakpoint
CREATE INDEX "products_live_price_desc_idx" ON "products" USING btree ("tenant_id","price" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."deleted_at" is null and "products"."is_available" and "products"."owner_live";--> statement-breakpoint
CREATE INDEX "products_live_category_price_idx" ON "products" USING btree ("tenant_id","category","price","id" DESC NULLS FIRST) WHERE "products"."deleted_at" is null and "products"."is_available" and "products"."owner_live";--> statement-breakpoint
CREATE INDEX "products_merchant_orders_idx" ON "products" USING btree ("tenant_id","merchant_id","orders_count" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."deleted_at" is null and "products"."is_available" and "products"."owner_live";--> statement-breakpoint
CREATE INDEX "products_live_delivery_category_idx" ON "products" USING btree ("tenant_id","delivery_category","is_delivery","merchant_id") WHERE "products"."deleted_at" is null and "products"."is_available" and "products"."owner_live";