CREATE TABLE "product_view_days" (
	"day" date NOT NULL,
	"product_id" integer NOT NULL,
	"viewer_key" text NOT NULL,
	"tenant_id" integer NOT NULL,
	CONSTRAINT "product_view_days_pkey" PRIMARY KEY("day","product_id","viewer_key")
);
--> statement-breakpoint
ALTER TABLE "merchant_profiles" ADD COLUMN "product_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_profiles" ADD COLUMN "delivery_product_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "merchant_profiles_featured_idx" ON "merchant_profiles" USING btree ("tenant_id","is_featured" DESC NULLS FIRST,"product_count" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "merchant_profiles_pickup_idx" ON "merchant_profiles" USING btree ("tenant_id","delivery_product_count" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "merchant_profiles"."delivery_product_count" > 0;--> statement-breakpoint
CREATE INDEX "products_live_latest_idx" ON "products" USING btree ("tenant_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."deleted_at" is null and "products"."is_available";--> statement-breakpoint
CREATE INDEX "products_live_orders_idx" ON "products" USING btree ("tenant_id","orders_count" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."deleted_at" is null and "products"."is_available";--> statement-breakpoint
CREATE INDEX "products_live_price_idx" ON "products" USING btree ("tenant_id","price","id" DESC NULLS FIRST) WHERE "products"."deleted_at" is null and "products"."is_available";--> statement-breakpoint
CREATE INDEX "products_live_price_desc_idx" ON "products" USING btree ("tenant_id","price" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."deleted_at" is null and "products"."is_available";--> statement-breakpoint
CREATE INDEX "products_live_category_price_idx" ON "products" USING btree ("tenant_id","category","price","id" DESC NULLS FIRST) WHERE "products"."deleted_at" is null and "products"."is_available";--> statement-breakpoint
CREATE INDEX "products_merchant_orders_idx" ON "products" USING btree ("tenant_id","merchant_id","orders_count" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."deleted_at" is null and "products"."is_available";--> statement-breakpoint
CREATE INDEX "products_live_delivery_category_idx" ON "products" USING btree ("tenant_id","delivery_category","is_delivery","merchant_id") WHERE "products"."deleted_at" is null and "products"."is_available";--> statement-breakpoint
-- merchant_profiles.product_count / delivery_product_count: the shop's live products (not deleted, on sale),
-- all and in the delivery tab, kept here so featured shops and pickup shops need not count every product.
-- Inserts and deletes are counted per statement (a bulk insert updates each shop once), changes per row.
CREATE FUNCTION products_merchant_counts_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE merchant_profiles m SET product_count = m.product_count + c.n, delivery_product_count = m.delivery_product_count + c.d
    FROM (SELECT merchant_id, count(*)::int AS n, (count(*) FILTER (WHERE is_delivery))::int AS d
          FROM new_rows WHERE deleted_at IS NULL AND is_available GROUP BY merchant_id) c
    WHERE m.id = c.merchant_id;
  ELSE
    UPDATE merchant_profiles m SET product_count = m.product_count - c.n, delivery_product_count = m.delivery_product_count - c.d
    FROM (SELECT merchant_id, count(*)::int AS n, (count(*) FILTER (WHERE is_delivery))::int AS d
          FROM old_rows WHERE deleted_at IS NULL AND is_available GROUP BY merchant_id) c
    WHERE m.id = c.merchant_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION products_merchant_counts_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.deleted_at IS NULL AND OLD.is_available THEN
    UPDATE merchant_profiles SET product_count = product_count - 1, delivery_product_count = delivery_product_count - OLD.is_delivery::int
    WHERE id = OLD.merchant_id;
  END IF;
  IF NEW.deleted_at IS NULL AND NEW.is_available THEN
    UPDATE merchant_profiles SET product_count = product_count + 1, delivery_product_count = delivery_product_count + NEW.is_delivery::int
    WHERE id = NEW.merchant_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_merchant_counts_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_merchant_counts_rows();
--> statement-breakpoint
CREATE TRIGGER products_merchant_counts_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_merchant_counts_rows();
--> statement-breakpoint
-- Only a change of shop, tab, sale or deletion (a view or an order count does not fire it).
CREATE TRIGGER products_merchant_counts_update AFTER UPDATE OF merchant_id, is_delivery, is_available, deleted_at ON products
  FOR EACH ROW
  WHEN ((OLD.merchant_id, OLD.is_delivery, OLD.is_available, OLD.deleted_at IS NULL)
        IS DISTINCT FROM (NEW.merchant_id, NEW.is_delivery, NEW.is_available, NEW.deleted_at IS NULL))
  EXECUTE FUNCTION products_merchant_counts_change();
--> statement-breakpoint
UPDATE merchant_profiles m SET product_count = c.n, delivery_product_count = c.d
FROM (SELECT merchant_id, count(*)::int AS n, (count(*) FILTER (WHERE is_delivery))::int AS d
      FROM products WHERE deleted_at IS NULL AND is_available GROUP BY merchant_id) c
WHERE m.id = c.merchant_id;
--> statement-breakpoint
-- The catalogue's queries read a page through an index and stop: a parallel plan only adds its start-up
-- (a Gather Merge of an ordered index scan ran 30 to 100 times longer than the plain scan on 2 CPUs).
ALTER TABLE products SET (parallel_workers = 0);
