CREATE TABLE "order_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "purpose" text DEFAULT 'product_order' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("tenant_id","order_id","id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_check" CHECK ("payments"."refunded_amount" >= 0 and "payments"."refunded_amount" <= "payments"."amount");--> statement-breakpoint
-- hand-written below
-- sales_days (migration 0014) counts what a payment still sells for: a paid payment its amount, a
-- partly refunded one its amount less the refund (same count and quantity), a refunded or cancelled
-- one nothing. The three functions are replaced with that rule; the update trigger also fires on
-- refunded_amount.
CREATE OR REPLACE FUNCTION sales_days_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_days AS s (tenant_id, merchant_id, day, product_id, category, payment_count, quantity, amount)
  SELECT n.tenant_id, coalesce(n.merchant_id, 0), sales_day(n.created_at), coalesce(n.product_id, 0), coalesce(c.category, '기타'),
         count(*)::int, sum(n.qty)::int, sum(n.amount - n.refunded_amount)::bigint
  FROM new_rows n
  LEFT JOIN (SELECT p.tenant_id, p.id, coalesce(p.category, p.delivery_category, '기타') AS category FROM products p
             WHERE (p.tenant_id, p.id) IN (SELECT tenant_id, product_id FROM new_rows WHERE status IN ('paid', 'partially_refunded'))
             FOR NO KEY UPDATE) c ON c.tenant_id = n.tenant_id AND c.id = n.product_id
  WHERE n.status IN ('paid', 'partially_refunded')
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
        FROM old_rows WHERE status IN ('paid', 'partially_refunded') GROUP BY 1, 2, 3, 4) g
  WHERE s.tenant_id = g.tenant_id AND s.merchant_id = g.merchant_id AND s.day = g.day AND s.product_id = g.product_id;
  DELETE FROM sales_days s
  USING (SELECT DISTINCT tenant_id, coalesce(merchant_id, 0) AS merchant_id, sales_day(created_at) AS day, coalesce(product_id, 0) AS product_id
         FROM old_rows WHERE status IN ('paid', 'partially_refunded')) g
  WHERE s.tenant_id = g.tenant_id AND s.merchant_id = g.merchant_id AND s.day = g.day AND s.product_id = g.product_id AND s.payment_count = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_days_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cat text;
BEGIN
  IF OLD.status IN ('paid', 'partially_refunded') THEN
    UPDATE sales_days SET payment_count = payment_count - 1, quantity = quantity - OLD.qty, amount = amount - (OLD.amount - OLD.refunded_amount)
    WHERE tenant_id = OLD.tenant_id AND merchant_id = coalesce(OLD.merchant_id, 0) AND day = sales_day(OLD.created_at)
      AND product_id = coalesce(OLD.product_id, 0);
    DELETE FROM sales_days
    WHERE tenant_id = OLD.tenant_id AND merchant_id = coalesce(OLD.merchant_id, 0) AND day = sales_day(OLD.created_at)
      AND product_id = coalesce(OLD.product_id, 0) AND payment_count = 0;
  END IF;
  IF NEW.status IN ('paid', 'partially_refunded') THEN
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
--> statement-breakpoint
DROP TRIGGER payments_sales_days_update ON payments;
--> statement-breakpoint
CREATE TRIGGER payments_sales_days_update AFTER UPDATE OF tenant_id, merchant_id, product_id, status, qty, amount, refunded_amount, created_at ON payments
  FOR EACH ROW
  WHEN ((OLD.status IN ('paid', 'partially_refunded') OR NEW.status IN ('paid', 'partially_refunded'))
        AND (OLD.tenant_id, OLD.merchant_id, OLD.product_id, OLD.status, OLD.qty, OLD.amount, OLD.refunded_amount, OLD.created_at)
            IS DISTINCT FROM (NEW.tenant_id, NEW.merchant_id, NEW.product_id, NEW.status, NEW.qty, NEW.amount, NEW.refunded_amount, NEW.created_at))
  EXECUTE FUNCTION sales_days_update();
--> statement-breakpoint
-- The orders written before this migration: received at their creation, delivered at delivered_at,
-- and their current status at their last update (the only dates they kept).
INSERT INTO order_status_history (tenant_id, order_id, status, at)
SELECT tenant_id, id, 'PENDING', created_at FROM orders
UNION ALL
SELECT tenant_id, id, 'DELIVERED', delivered_at FROM orders WHERE delivered_at IS NOT NULL AND status IN ('DELIVERED', 'REFUNDED')
UNION ALL
SELECT tenant_id, id, status, greatest(updated_at, created_at) FROM orders WHERE status NOT IN ('PENDING', 'DELIVERED')
  OR (status = 'DELIVERED' AND delivered_at IS NULL);
