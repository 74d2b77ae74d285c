ALTER TABLE "comments" ADD COLUMN "post_author_id" integer;--> statement-breakpoint
CREATE INDEX "products_merchant_price_idx" ON "products" USING btree ("tenant_id","merchant_id","price","id" DESC NULLS FIRST) WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_merchant_price_desc_idx" ON "products" USING btree ("tenant_id","merchant_id","price" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_merchant_views_idx" ON "products" USING btree ("tenant_id","merchant_id","views_count" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_merchant_all_orders_idx" ON "products" USING btree ("tenant_id","merchant_id","orders_count" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_merchant_avail_latest_idx" ON "products" USING btree ("tenant_id","merchant_id","is_available","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_merchant_avail_price_idx" ON "products" USING btree ("tenant_id","merchant_id","is_available","price","id" DESC NULLS FIRST) WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_merchant_avail_price_desc_idx" ON "products" USING btree ("tenant_id","merchant_id","is_available","price" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_merchant_avail_views_idx" ON "products" USING btree ("tenant_id","merchant_id","is_available","views_count" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_merchant_avail_orders_idx" ON "products" USING btree ("tenant_id","merchant_id","is_available","orders_count" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "posts_announcement_latest_idx" ON "posts" USING btree ("tenant_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "posts"."is_announcement";--> statement-breakpoint
CREATE INDEX "comments_post_author_idx" ON "comments" USING btree ("tenant_id","post_author_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "comments_author_idx" ON "comments" USING btree ("tenant_id","author_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Hand-written: comments.post_author_id is the commented post's author, set by this trigger whatever
-- the writer says (a post's author never changes), and filled in for the comments already there.
CREATE OR REPLACE FUNCTION comments_post_author() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p.author_id INTO NEW.post_author_id FROM posts p WHERE p.tenant_id = NEW.tenant_id AND p.id = NEW.post_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER comments_post_author BEFORE INSERT OR UPDATE OF tenant_id, post_id, post_author_id ON comments
  FOR EACH ROW EXECUTE FUNCTION comments_post_author();--> statement-breakpoint
UPDATE comments c SET post_author_id = p.author_id FROM posts p WHERE p.tenant_id = c.tenant_id AND p.id = c.post_id;--> statement-breakpoint
-- Hand-written (drizzle's index builder has no INCLUDE): a shop's product figures of the dashboard
-- (GET /api/dashboard/stats and /summary) counted and summed from this index alone.
CREATE INDEX "products_merchant_stats_idx" ON "products" USING btree ("tenant_id","merchant_id")
  INCLUDE ("owner_id","deleted_at","is_available","display_remaining","review_count","rating_sum");
