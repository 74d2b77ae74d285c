ALTER TABLE "merchant_profiles" ADD COLUMN "account_live" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- merchant_profiles.account_live: the shop's account is not deleted (as products.owner_live, 0005).
-- The visible-merchant rule filters on it instead of looking the account up for every shop.
UPDATE merchant_profiles m SET account_live = false
FROM users u WHERE u.tenant_id = m.tenant_id AND u.id = m.user_id AND u.deleted_at IS NOT NULL;
--> statement-breakpoint
CREATE FUNCTION merchant_profiles_account_live_from_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE merchant_profiles SET account_live = (NEW.deleted_at IS NULL)
  WHERE tenant_id = NEW.tenant_id AND user_id = NEW.id AND account_live IS DISTINCT FROM (NEW.deleted_at IS NULL);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_merchant_profiles_account_live AFTER UPDATE OF deleted_at ON users
  FOR EACH ROW
  WHEN ((OLD.deleted_at IS NULL) IS DISTINCT FROM (NEW.deleted_at IS NULL))
  EXECUTE FUNCTION merchant_profiles_account_live_from_user();
--> statement-breakpoint
-- A new shop, or one moved to another account, takes its account's state (whatever the writer said).
CREATE FUNCTION merchant_profiles_account_live_on_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.account_live := EXISTS (SELECT 1 FROM users WHERE tenant_id = NEW.tenant_id AND id = NEW.user_id AND deleted_at IS NULL);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER merchant_profiles_account_live_insert BEFORE INSERT ON merchant_profiles
  FOR EACH ROW EXECUTE FUNCTION merchant_profiles_account_live_on_write();
--> statement-breakpoint
CREATE TRIGGER merchant_profiles_account_live_update BEFORE UPDATE OF user_id, tenant_id, account_live ON merchant_profiles
  FOR EACH ROW EXECUTE FUNCTION merchant_profiles_account_live_on_write();
--> statement-breakpoint
-- Merchant search by partial words (Korean included), as products (0002); the pieces are stored so a
-- search narrowed by another index (a region) compares arrays instead of cutting each text again.
ALTER TABLE "merchant_profiles" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(business_name || ' ' || business_description)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_profiles" ADD COLUMN "search_bigrams" text[] GENERATED ALWAYS AS (text_bigrams(lower(business_name || ' ' || business_description))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "merchant_profiles_search_bigram_idx" ON "merchant_profiles" USING gin ("search_bigrams");--> statement-breakpoint
-- The live products of one tab, by text: a feed's search and its pickup shops read matches it can show.
CREATE INDEX "products_live_delivery_bigram_idx" ON "products" USING gin (text_bigrams("search_text")) WHERE "products"."deleted_at" is null and "products"."is_available" and "products"."owner_live" and "products"."is_delivery";--> statement-breakpoint
CREATE INDEX "products_live_shopping_bigram_idx" ON "products" USING gin (text_bigrams("search_text")) WHERE "products"."deleted_at" is null and "products"."is_available" and "products"."owner_live" and not "products"."is_delivery";