ALTER TABLE "orders" ADD COLUMN "order_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'pending';--> statement-breakpoint
-- hand-written below
-- One order number everywhere: an order reads its payment's shop order number. An insert that leaves
-- it empty gets it here (the app's and the bench's inserts may name it themselves: then no lookup).
CREATE FUNCTION orders_order_number() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.order_number = '' THEN
    SELECT y.shop_order_no INTO NEW.order_number FROM payments y WHERE y.tenant_id = NEW.tenant_id AND y.id = NEW.payment_id;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_order_number BEFORE INSERT ON orders FOR EACH ROW EXECUTE FUNCTION orders_order_number();
--> statement-breakpoint
-- The orders written before this migration.
UPDATE orders o SET order_number = y.shop_order_no FROM payments y WHERE y.tenant_id = o.tenant_id AND y.id = o.payment_id AND o.order_number = '';
--> statement-breakpoint
-- After the backfill (an older table's rows all start empty): one number per tenant.
CREATE UNIQUE INDEX orders_order_number_key ON orders (tenant_id, order_number);
