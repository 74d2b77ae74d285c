CREATE TABLE "merchant_delivery_categories" (
	"tenant_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"delivery_category" text NOT NULL,
	"product_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "merchant_delivery_categories_pkey" PRIMARY KEY("tenant_id","merchant_id","delivery_category")
);
--> statement-breakpoint
ALTER TABLE "merchant_delivery_categories" ADD CONSTRAINT "merchant_delivery_categories_merchant_fk" FOREIGN KEY ("tenant_id","merchant_id") REFERENCES "public"."merchant_profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "merchant_delivery_categories_rank_idx" ON "merchant_delivery_categories" USING btree ("tenant_id","delivery_category","product_count" DESC NULLS FIRST,"merchant_id" DESC NULLS FIRST) WHERE "merchant_delivery_categories"."product_count" > 0;
--> statement-breakpoint
-- Kept by triggers on products: a row counts when it is live (not deleted, on sale, its account live:
-- liveProduct) in the delivery tab with a delivery category.
CREATE FUNCTION merchant_delivery_categories_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO merchant_delivery_categories AS c (tenant_id, merchant_id, delivery_category, product_count)
    SELECT tenant_id, merchant_id, delivery_category, count(*)::int FROM new_rows
    WHERE deleted_at IS NULL AND is_available AND owner_live AND is_delivery AND delivery_category IS NOT NULL
    GROUP BY tenant_id, merchant_id, delivery_category
    ON CONFLICT (tenant_id, merchant_id, delivery_category) DO UPDATE SET product_count = c.product_count + excluded.product_count;
  ELSE
    UPDATE merchant_delivery_categories c SET product_count = c.product_count - d.n
    FROM (SELECT tenant_id, merchant_id, delivery_category, count(*)::int AS n FROM old_rows
          WHERE deleted_at IS NULL AND is_available AND owner_live AND is_delivery AND delivery_category IS NOT NULL
          GROUP BY tenant_id, merchant_id, delivery_category) d
    WHERE c.tenant_id = d.tenant_id AND c.merchant_id = d.merchant_id AND c.delivery_category = d.delivery_category;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION merchant_delivery_categories_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.deleted_at IS NULL AND OLD.is_available AND OLD.owner_live AND OLD.is_delivery AND OLD.delivery_category IS NOT NULL THEN
    UPDATE merchant_delivery_categories SET product_count = product_count - 1
    WHERE tenant_id = OLD.tenant_id AND merchant_id = OLD.merchant_id AND delivery_category = OLD.delivery_category;
  END IF;
  IF NEW.deleted_at IS NULL AND NEW.is_available AND NEW.owner_live AND NEW.is_delivery AND NEW.delivery_category IS NOT NULL THEN
    INSERT INTO merchant_delivery_categories AS c (tenant_id, merchant_id, delivery_category, product_count)
    VALUES (NEW.tenant_id, NEW.merchant_id, NEW.delivery_category, 1)
    ON CONFLICT (tenant_id, merchant_id, delivery_category) DO UPDATE SET product_count = c.product_count + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER merchant_delivery_categories_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION merchant_delivery_categories_rows();
--> statement-breakpoint
CREATE TRIGGER merchant_delivery_categories_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION merchant_delivery_categories_rows();
--> statement-breakpoint
-- Only a change of what decides the count (a view or an order count does not fire it).
CREATE TRIGGER merchant_delivery_categories_update AFTER UPDATE OF tenant_id, merchant_id, delivery_category, is_delivery, is_available, owner_live, deleted_at ON products
  FOR EACH ROW
  WHEN ((OLD.tenant_id, OLD.merchant_id, OLD.delivery_category, OLD.is_delivery, OLD.is_available, OLD.owner_live, OLD.deleted_at IS NULL)
        IS DISTINCT FROM (NEW.tenant_id, NEW.merchant_id, NEW.delivery_category, NEW.is_delivery, NEW.is_available, NEW.owner_live, NEW.deleted_at IS NULL))
  EXECUTE FUNCTION merchant_delivery_categories_change();
--> statement-breakpoint
INSERT INTO merchant_delivery_categories (tenant_id, merchant_id, delivery_category, product_count)
SELECT tenant_id, merchant_id, delivery_category, count(*)::int FROM products
WHERE deleted_at IS NULL AND is_available AND owner_live AND is_delivery AND delivery_category IS NOT NULL
GROUP BY tenant_id, merchant_id, delivery_category;
