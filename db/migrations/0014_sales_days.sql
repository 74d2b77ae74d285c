CREATE TABLE "sales_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"day" date NOT NULL,
	"merchant_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"category" text NOT NULL,
	"payment_count" integer NOT NULL,
	"quantity" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "sales_days_tenant_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "sales_days_counts_check" CHECK ("sales_days"."payment_count" >= 0 and "sales_days"."quantity" >= 0 and "sales_days"."amount" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sales_days_key" ON "sales_days" USING btree ("tenant_id","merchant_id","day","product_id");--> statement-breakpoint
CREATE INDEX "sales_days_tenant_day_idx" ON "sales_days" USING btree ("tenant_id","day");--> statement-breakpoint
CREATE INDEX "sales_days_product_idx" ON "sales_days" USING btree ("tenant_id","product_id");--> statement-breakpoint
-- sales_days follows payments (db/schema/sales-days.ts): a payment counts while its status is paid,
-- on its Korean day (UTC+9 all year: the analytics' rule), under its shop and product (0 once deleted),
-- with its product's category. Every change is made in the transaction of the payment's write.
CREATE FUNCTION sales_day(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT (at AT TIME ZONE 'UTC' + interval '9 hours')::date $$;
--> statement-breakpoint
-- Inserts, per statement (a bulk insert adds each key once). The products' rows are locked as an
-- approval's stock update locks them, so a category change in flight is never missed: its trigger
-- waits for this transaction and then sees its rows, or this one waits and reads the new category.
CREATE FUNCTION sales_days_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_days AS s (tenant_id, merchant_id, day, product_id, category, payment_count, quantity, amount)
  SELECT n.tenant_id, coalesce(n.merchant_id, 0), sales_day(n.created_at), coalesce(n.product_id, 0), coalesce(c.category, '기타'),
         count(*)::int, sum(n.qty)::int, sum(n.amount)::bigint
  FROM new_rows n
  LEFT JOIN (SELECT p.tenant_id, p.id, coalesce(p.category, p.delivery_category, '기타') AS category FROM products p
             WHERE (p.tenant_id, p.id) IN (SELECT tenant_id, product_id FROM new_rows WHERE status = 'paid')
             FOR NO KEY UPDATE) c ON c.tenant_id = n.tenant_id AND c.id = n.product_id
  WHERE n.status = 'paid'
  GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT (tenant_id, merchant_id, day, product_id) DO UPDATE
    SET payment_count = s.payment_count + excluded.payment_count, quantity = s.quantity + excluded.quantity,
        amount = s.amount + excluded.amount, category = excluded.category;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Deletes, per statement (a buyer's account or a tenant deleted with its payments); a row left at 0 goes.
CREATE FUNCTION sales_days_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sales_days s SET payment_count = s.payment_count - g.n, quantity = s.quantity - g.qty, amount = s.amount - g.amount
  FROM (SELECT tenant_id, coalesce(merchant_id, 0) AS merchant_id, sales_day(created_at) AS day, coalesce(product_id, 0) AS product_id,
               count(*)::int AS n, sum(qty)::int AS qty, sum(amount)::bigint AS amount
        FROM old_rows WHERE status = 'paid' GROUP BY 1, 2, 3, 4) g
  WHERE s.tenant_id = g.tenant_id AND s.merchant_id = g.merchant_id AND s.day = g.day AND s.product_id = g.product_id;
  DELETE FROM sales_days s
  USING (SELECT DISTINCT tenant_id, coalesce(merchant_id, 0) AS merchant_id, sales_day(created_at) AS day, coalesce(product_id, 0) AS product_id
         FROM old_rows WHERE status = 'paid') g
  WHERE s.tenant_id = g.tenant_id AND s.merchant_id = g.merchant_id AND s.day = g.day AND s.product_id = g.product_id AND s.payment_count = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Updates, per row: an approval (pending → paid) adds the payment; leaving paid (a cancel or refund)
-- takes it away; a change of shop, product, day, quantity or amount of a paid payment moves it (the
-- key columns set to null when the product or the shop is deleted for good: to 0).
CREATE FUNCTION sales_days_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cat text;
BEGIN
  IF OLD.status = 'paid' THEN
    UPDATE sales_days SET payment_count = payment_count - 1, quantity = quantity - OLD.qty, amount = amount - OLD.amount
    WHERE tenant_id = OLD.tenant_id AND merchant_id = coalesce(OLD.merchant_id, 0) AND day = sales_day(OLD.created_at)
      AND product_id = coalesce(OLD.product_id, 0);
    DELETE FROM sales_days
    WHERE tenant_id = OLD.tenant_id AND merchant_id = coalesce(OLD.merchant_id, 0) AND day = sales_day(OLD.created_at)
      AND product_id = coalesce(OLD.product_id, 0) AND payment_count = 0;
  END IF;
  IF NEW.status = 'paid' THEN
    SELECT coalesce(category, delivery_category, '기타') INTO cat FROM products
    WHERE tenant_id = NEW.tenant_id AND id = NEW.product_id FOR NO KEY UPDATE;
    INSERT INTO sales_days AS s (tenant_id, merchant_id, day, product_id, category, payment_count, quantity, amount)
    VALUES (NEW.tenant_id, coalesce(NEW.merchant_id, 0), sales_day(NEW.created_at), coalesce(NEW.product_id, 0), coalesce(cat, '기타'), 1, NEW.qty, NEW.amount)
    ON CONFLICT (tenant_id, merchant_id, day, product_id) DO UPDATE
      SET payment_count = s.payment_count + 1, quantity = s.quantity + excluded.quantity, amount = s.amount + excluded.amount,
          category = excluded.category;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A product's category (else delivery category, else 기타) is its rows' category.
CREATE FUNCTION sales_days_category() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sales_days SET category = coalesce(NEW.category, NEW.delivery_category, '기타')
  WHERE tenant_id = NEW.tenant_id AND product_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION sales_days_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sales_days;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payments_sales_days_insert AFTER INSERT ON payments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sales_days_insert();
--> statement-breakpoint
CREATE TRIGGER payments_sales_days_delete AFTER DELETE ON payments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sales_days_delete();
--> statement-breakpoint
-- Only a write that changes what a paid payment counts (a memo of the gateway or a paid_at does not fire it).
CREATE TRIGGER payments_sales_days_update AFTER UPDATE OF tenant_id, merchant_id, product_id, status, qty, amount, created_at ON payments
  FOR EACH ROW
  WHEN ((OLD.status = 'paid' OR NEW.status = 'paid')
        AND (OLD.tenant_id, OLD.merchant_id, OLD.product_id, OLD.status, OLD.qty, OLD.amount, OLD.created_at)
            IS DISTINCT FROM (NEW.tenant_id, NEW.merchant_id, NEW.product_id, NEW.status, NEW.qty, NEW.amount, NEW.created_at))
  EXECUTE FUNCTION sales_days_update();
--> statement-breakpoint
CREATE TRIGGER payments_sales_days_truncate AFTER TRUNCATE ON payments
  FOR EACH STATEMENT EXECUTE FUNCTION sales_days_truncate();
--> statement-breakpoint
CREATE TRIGGER products_sales_days_category AFTER UPDATE OF category, delivery_category ON products
  FOR EACH ROW
  WHEN (coalesce(OLD.category, OLD.delivery_category, '기타') IS DISTINCT FROM coalesce(NEW.category, NEW.delivery_category, '기타'))
  EXECUTE FUNCTION sales_days_category();
--> statement-breakpoint
-- The payments written before this migration.
INSERT INTO sales_days (tenant_id, merchant_id, day, product_id, category, payment_count, quantity, amount)
SELECT y.tenant_id, coalesce(y.merchant_id, 0), sales_day(y.created_at), coalesce(y.product_id, 0),
       coalesce(p.category, p.delivery_category, '기타'), count(*)::int, sum(y.qty)::int, sum(y.amount)::bigint
FROM payments y LEFT JOIN products p ON p.tenant_id = y.tenant_id AND p.id = y.product_id
WHERE y.status = 'paid'
GROUP BY 1, 2, 3, 4, 5;
