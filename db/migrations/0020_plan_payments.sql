DROP INDEX "payments_merchant_sales_idx";--> statement-breakpoint
DROP INDEX "payments_tenant_sales_idx";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "plan_action" text;--> statement-breakpoint
CREATE INDEX "payments_merchant_sales_idx" ON "payments" USING btree ("tenant_id","merchant_id","created_at","status","amount","qty","product_id","buyer_tenant_id","buyer_id","pay_method") WHERE "payments"."purpose" = 'product_order';--> statement-breakpoint
CREATE INDEX "payments_tenant_sales_idx" ON "payments" USING btree ("tenant_id","created_at","status","amount","qty","product_id","buyer_tenant_id","buyer_id","pay_method") WHERE "payments"."purpose" = 'product_order';--> statement-breakpoint
-- hand-written below
-- sales_days counts a shop's sales: only product orders (purpose product_order). A plan's payments
-- (plan_start, plan_charge) are the platform's, never a shop's; the three functions of migration 0015
-- are replaced with that filter and otherwise the same rule.
CREATE OR REPLACE FUNCTION sales_days_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_days AS s (tenant_id, merchant_id, day, product_id, category, payment_count, quantity, amount)
  SELECT n.tenant_id, coalesce(n.merchant_id, 0), sales_day(n.created_at), coalesce(n.product_id, 0), coalesce(c.category, '기타'),
         count(*)::int, sum(n.qty)::int, sum(n.amount - n.refunded_amount)::bigint
  FROM new_rows n
  LEFT JOIN (SELECT p.tenant_id, p.id, coalesce(p.category, p.delivery_category, '기타') AS category FROM products p
             WHERE (p.tenant_id, p.id) IN (SELECT tenant_id, product_id FROM new_rows WHERE status IN ('paid', 'partially_refunded') AND purpose = 'product_order')
             FOR NO KEY UPDATE) c ON c.tenant_id = n.tenant_id AND c.id = n.product_id
  WHERE n.status IN ('paid', 'partially_refunded') AND n.purpose = 'product_order'
  GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT (tenant_id, merchant_id, day, product_id) DO UPDATE
    SET payment_count = s.payment_count + excluded.payment_count, quantity = s.quantity + excluded.quantity,
        amount = s.amount + excluded.amount, category = excluded.category;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_days_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sales_days s SET payment_count = s.payment_count - g.n, quantity = s.quantity - g.qty, amount = s.amount - g.amount
  FROM (SELECT tenant_id, coalesce(merchant_id, 0) AS merchant_id, sales_day(created_at) AS day, coalesce(product_id, 0) AS product_id,
               count(*)::int AS n, sum(qty)::int AS qty, sum(amount - refunded_amount)::bigint AS amount
        FROM old_rows WHERE status IN ('paid', 'partially_refunded') AND purpose = 'product_order' GROUP BY 1, 2, 3, 4) g
  WHERE s.tenant_id = g.tenant_id AND s.merchant_id = g.merchant_id AND s.day = g.day AND s.product_id = g.product_id;
  DELETE FROM sales_days s
  USING (SELECT DISTINCT tenant_id, coalesce(merchant_id, 0) AS merchant_id, sales_day(created_at) AS day, coalesce(product_id, 0) AS product_id
         FROM old_rows WHERE status IN ('paid', 'partially_refunded') AND purpose = 'product_order') g
  WHERE s.tenant_id = g.tenant_id AND s.merchant_id = g.merchant_id AND s.day = g.day AND s.product_id = g.product_id AND s.payment_count = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_days_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cat text;
BEGIN
  IF OLD.status IN ('paid', 'partially_refunded') AND OLD.purpose = 'product_order' THEN
    UPDATE sales_days SET payment_count = payment_count - 1, quantity = quantity - OLD.qty, amount = amount - (OLD.amount - OLD.refunded_amount)
    WHERE tenant_id = OLD.tenant_id AND merchant_id = coalesce(OLD.merchant_id, 0) AND day = sales_day(OLD.created_at)
      AND product_id = coalesce(OLD.product_id, 0);
    DELETE FROM sales_days
    WHERE tenant_id = OLD.tenant_id AND merchant_id = coalesce(OLD.merchant_id, 0) AND day = sales_day(OLD.created_at)
      AND product_id = coalesce(OLD.product_id, 0) AND payment_count = 0;
  END IF;
  IF NEW.status IN ('paid', 'partially_refunded') AND NEW.purpose = 'product_order' THEN
    SELECT coalesce(category, delivery_category, '기타') INTO cat FROM products
    WHERE tenant_id = NEW.tenant_id AND id = NEW.product_id FOR NO KEY UPDATE;
    INSERT INTO sales_days AS s (tenant_id, merchant_id, day, product_id, category, payment_count, quantity, amount)
    VALUES (NEW.tenant_id, coalesce(NEW.merchant_id, 0), sales_day(NEW.created_at), coalesce(NEW.product_id, 0), coalesce(cat, '기타'), 1, NEW.qty,
            NEW.amount - NEW.refunded_amount)
    ON CONFLICT (tenant_id, merchant_id, day, product_id) DO UPDATE
      SET payment_count = s.payment_count + 1, quantity = s.quantity + excluded.quantity, amount = s.amount + excluded.amount,
          category = excluded.category;
  END IF;
  RETURN NULL;
END $$;
