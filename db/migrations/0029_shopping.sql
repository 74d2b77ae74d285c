CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"buyer_tenant_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_seen" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_tenant_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "cart_items_quantity_check" CHECK ("cart_items"."quantity" between 1 and 999 and "cart_items"."unit_price_seen" > 0)
);
--> statement-breakpoint
CREATE TABLE "restock_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "restock_alerts_tenant_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "wishlists" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlists_tenant_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "order_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"merchant_id" integer,
	"kind" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason_code" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"photo_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"refuse_reason" text,
	"refund_amount" integer,
	"requested_by" integer,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "order_claims_tenant_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "order_claims_refund_check" CHECK ("order_claims"."refund_amount" is null or "order_claims"."refund_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_purpose_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts_check";--> statement-breakpoint
DROP INDEX "orders_payment_key";--> statement-breakpoint
ALTER TABLE "merchant_profiles" ADD COLUMN "representative_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_profiles" ADD COLUMN "ecommerce_report_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_profiles" ADD COLUMN "shipping_fee" integer;--> statement-breakpoint
ALTER TABLE "merchant_profiles" ADD COLUMN "free_shipping_threshold" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "delivery_request" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "parent_payment_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "parcel" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "open_claim" text;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_buyer_fk" FOREIGN KEY ("buyer_tenant_id","buyer_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restock_alerts" ADD CONSTRAINT "restock_alerts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restock_alerts" ADD CONSTRAINT "restock_alerts_product_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restock_alerts" ADD CONSTRAINT "restock_alerts_user_fk" FOREIGN KEY ("user_tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlists" ADD CONSTRAINT "wishlists_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlists" ADD CONSTRAINT "wishlists_product_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlists" ADD CONSTRAINT "wishlists_user_fk" FOREIGN KEY ("user_tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_claims" ADD CONSTRAINT "order_claims_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_claims" ADD CONSTRAINT "order_claims_order_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_buyer_product_key" ON "cart_items" USING btree ("tenant_id","buyer_tenant_id","buyer_id","product_id");--> statement-breakpoint
CREATE INDEX "cart_items_buyer_idx" ON "cart_items" USING btree ("buyer_tenant_id","buyer_id","updated_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "restock_alerts_waiting_key" ON "restock_alerts" USING btree ("tenant_id","product_id","user_tenant_id","user_id") WHERE "restock_alerts"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "restock_alerts_waiting_idx" ON "restock_alerts" USING btree ("tenant_id","product_id") WHERE "restock_alerts"."notified_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "wishlists_user_product_key" ON "wishlists" USING btree ("tenant_id","user_tenant_id","user_id","product_id");--> statement-breakpoint
CREATE INDEX "wishlists_user_idx" ON "wishlists" USING btree ("tenant_id","user_tenant_id","user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "order_claims_open_key" ON "order_claims" USING btree ("tenant_id","order_id") WHERE "order_claims"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "order_claims_order_idx" ON "order_claims" USING btree ("tenant_id","order_id","id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_parent_fk" FOREIGN KEY ("tenant_id","parent_payment_id") REFERENCES "public"."payments"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_parent_idx" ON "payments" USING btree ("tenant_id","parent_payment_id") WHERE "payments"."parent_payment_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_merchant_created_idx" ON "orders" USING btree ("tenant_id","merchant_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_merchant_claim_idx" ON "orders" USING btree ("tenant_id","merchant_id","open_claim","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "orders"."open_claim" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_merchant_key" UNIQUE("payment_id","merchant_id");--> statement-breakpoint
ALTER TABLE "merchant_profiles" ADD CONSTRAINT "merchant_profiles_shipping_check" CHECK (("merchant_profiles"."shipping_fee" is null or "merchant_profiles"."shipping_fee" >= 0) and ("merchant_profiles"."free_shipping_threshold" is null or "merchant_profiles"."free_shipping_threshold" >= 0));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose_check" CHECK (("payments"."purpose" <> 'product_order' or ("payments"."unit_price" > 0 and "payments"."order_type" is not null)) and ("payments"."purpose" not in ('plan_start', 'plan_charge') or "payments"."plan_id" is not null) and ("payments"."purpose" <> 'wallet_topup' or ("payments"."plan_id" is null and "payments"."product_id" is null)) and ("payments"."purpose" <> 'cart_order' or ("payments"."plan_id" is null and "payments"."product_id" is null and "payments"."order_type" is not null)) and ("payments"."parent_payment_id" is null or "payments"."purpose" = 'product_order'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_check" CHECK ("orders"."quantity" >= 1 and "orders"."unit_price" > 0 and "orders"."shipping_fee" >= 0 and "orders"."total_price" >= "orders"."shipping_fee");--> statement-breakpoint
-- Hand-written: existing orders take their payment's shipping fee, and a shopping product's delivery
-- order is a parcel (택배) order.
UPDATE "orders" o SET "shipping_fee" = p."shipping_fee" FROM "payments" p WHERE p."tenant_id" = o."tenant_id" AND p."id" = o."payment_id" AND p."shipping_fee" > 0;--> statement-breakpoint
UPDATE "orders" o SET "parcel" = true FROM "products" pr WHERE pr."tenant_id" = o."tenant_id" AND pr."id" = o."product_id" AND pr."is_delivery" = false AND o."order_type" = 'delivery';
