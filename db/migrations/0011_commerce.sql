CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"buyer_tenant_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"product_id" integer,
	"merchant_id" integer,
	"shop_order_no" text NOT NULL,
	"goods_name" text NOT NULL,
	"product_title" text NOT NULL,
	"unit_price" integer NOT NULL,
	"qty" integer NOT NULL,
	"shipping_fee" integer DEFAULT 0 NOT NULL,
	"amount" integer NOT NULL,
	"order_type" text NOT NULL,
	"device_type" text NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"buyer_tel" text NOT NULL,
	"buyer_addr" text DEFAULT '' NOT NULL,
	"buyer_postcode" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"pg_cno" text,
	"authorization_id" text,
	"pay_method" text,
	"res_cd" text,
	"res_msg" text,
	"transaction_date" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_tenant_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "payments_amounts_check" CHECK ("payments"."qty" >= 1 and "payments"."unit_price" > 0 and "payments"."shipping_fee" >= 0 and "payments"."amount" = "payments"."unit_price" * "payments"."qty" + "payments"."shipping_fee")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"buyer_tenant_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"product_id" integer,
	"merchant_id" integer,
	"product_title" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"total_price" integer NOT NULL,
	"order_type" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"memo" text,
	"recipient_name" text NOT NULL,
	"delivery_address" text DEFAULT '' NOT NULL,
	"delivery_phone" text NOT NULL,
	"delivery_memo" text,
	"delivered_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_tenant_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."quantity" >= 1 and "orders"."unit_price" > 0 and "orders"."total_price" >= "orders"."unit_price" * "orders"."quantity")
);
--> statement-breakpoint
CREATE TABLE "review_helpful" (
	"tenant_id" integer NOT NULL,
	"review_id" integer NOT NULL,
	"user_tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_helpful_pkey" PRIMARY KEY("review_id","user_tenant_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "review_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"review_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"author_tenant_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_tenant_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_helpful_check" CHECK ("reviews"."helpful_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_display_remaining_check";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "delivery_available" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_buyer_fk" FOREIGN KEY ("buyer_tenant_id","buyer_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_product_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_merchant_fk" FOREIGN KEY ("tenant_id","merchant_id") REFERENCES "public"."merchant_profiles"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_fk" FOREIGN KEY ("tenant_id","payment_id") REFERENCES "public"."payments"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_fk" FOREIGN KEY ("buyer_tenant_id","buyer_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_merchant_fk" FOREIGN KEY ("tenant_id","merchant_id") REFERENCES "public"."merchant_profiles"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_helpful" ADD CONSTRAINT "review_helpful_review_fk" FOREIGN KEY ("tenant_id","review_id") REFERENCES "public"."reviews"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_helpful" ADD CONSTRAINT "review_helpful_user_fk" FOREIGN KEY ("user_tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_media" ADD CONSTRAINT "review_media_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_media" ADD CONSTRAINT "review_media_review_fk" FOREIGN KEY ("tenant_id","review_id") REFERENCES "public"."reviews"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_fk" FOREIGN KEY ("author_tenant_id","author_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_shop_order_no_key" ON "payments" USING btree ("shop_order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_pg_cno_key" ON "payments" USING btree ("pg_cno") WHERE "payments"."pg_cno" is not null;--> statement-breakpoint
CREATE INDEX "payments_buyer_idx" ON "payments" USING btree ("tenant_id","buyer_tenant_id","buyer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payments_merchant_idx" ON "payments" USING btree ("tenant_id","merchant_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payments_tenant_idx" ON "payments" USING btree ("tenant_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_key" ON "orders" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "orders_merchant_type_idx" ON "orders" USING btree ("tenant_id","merchant_id","order_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_merchant_status_idx" ON "orders" USING btree ("tenant_id","merchant_id","order_type","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_buyer_idx" ON "orders" USING btree ("tenant_id","buyer_tenant_id","buyer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_buyer_product_idx" ON "orders" USING btree ("tenant_id","product_id","buyer_tenant_id","buyer_id");--> statement-breakpoint
CREATE INDEX "review_media_review_idx" ON "review_media" USING btree ("review_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "review_media_storage_key_key" ON "review_media" USING btree ("storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_one_per_author_key" ON "reviews" USING btree ("product_id","author_tenant_id","author_id");--> statement-breakpoint
CREATE INDEX "reviews_product_latest_idx" ON "reviews" USING btree ("tenant_id","product_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reviews_product_rating_idx" ON "reviews" USING btree ("tenant_id","product_id","rating","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reviews_product_helpful_idx" ON "reviews" USING btree ("tenant_id","product_id","helpful_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reviews_author_idx" ON "reviews" USING btree ("author_tenant_id","author_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_display_remaining_check" CHECK ("products"."display_remaining" >= -1);--> statement-breakpoint
-- A payment or order keeps its row when its product or shop is deleted for good: only that column
-- goes null (PostgreSQL 15's column list), never tenant_id, which the other keys share.
ALTER TABLE "payments" DROP CONSTRAINT "payments_product_fk";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_product_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE SET NULL ("product_id");--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_merchant_fk";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_merchant_fk" FOREIGN KEY ("tenant_id","merchant_id") REFERENCES "public"."merchant_profiles"("tenant_id","id") ON DELETE SET NULL ("merchant_id");--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_product_fk";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE SET NULL ("product_id");--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_merchant_fk";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_merchant_fk" FOREIGN KEY ("tenant_id","merchant_id") REFERENCES "public"."merchant_profiles"("tenant_id","id") ON DELETE SET NULL ("merchant_id");--> statement-breakpoint
-- reviews.helpful_count follows review_helpful, and products.review_count and rating_sum follow
-- reviews (insert, delete, a changed rating), each change under the parent row's lock, so parallel
-- marks and reviews stay true.
CREATE FUNCTION reviews_helpful_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE reviews SET helpful_count = helpful_count + 1 WHERE tenant_id = NEW.tenant_id AND id = NEW.review_id;
  ELSE
    UPDATE reviews SET helpful_count = helpful_count - 1 WHERE tenant_id = OLD.tenant_id AND id = OLD.review_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER review_helpful_count AFTER INSERT OR DELETE ON review_helpful
  FOR EACH ROW EXECUTE FUNCTION reviews_helpful_count();
--> statement-breakpoint
CREATE FUNCTION products_review_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE products SET review_count = review_count + 1, rating_sum = rating_sum + NEW.rating
      WHERE tenant_id = NEW.tenant_id AND id = NEW.product_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE products SET review_count = review_count - 1, rating_sum = rating_sum - OLD.rating
      WHERE tenant_id = OLD.tenant_id AND id = OLD.product_id;
  ELSIF NEW.rating <> OLD.rating THEN
    UPDATE products SET rating_sum = rating_sum + NEW.rating - OLD.rating
      WHERE tenant_id = NEW.tenant_id AND id = NEW.product_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviews_product_totals AFTER INSERT OR DELETE OR UPDATE OF rating ON reviews
  FOR EACH ROW EXECUTE FUNCTION products_review_totals();
