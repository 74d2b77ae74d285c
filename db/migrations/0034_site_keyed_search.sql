-- The bigram (partial-word) indexes were over every site: a common word such as 사과 read the matches of
-- all sites and dropped the others by tenant (1,000 sites: searches fell to a fifth of their speed).
-- Each is now keyed by site first; btree_gin lets a GIN index hold the integer tenant_id beside the
-- bigrams (it ships with PostgreSQL, Neon and PGlite).
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "merchant_profiles_search_bigram_idx";--> statement-breakpoint
DROP INDEX "products_search_bigram_idx";--> statement-breakpoint
DROP INDEX "products_live_delivery_bigram_idx";--> statement-breakpoint
DROP INDEX "products_live_shopping_bigram_idx";--> statement-breakpoint
DROP INDEX "search_keywords_bigram_idx";--> statement-breakpoint
DROP INDEX "posts_search_bigram_idx";--> statement-breakpoint
CREATE INDEX "merchant_profiles_search_bigram_idx" ON "merchant_profiles" USING gin ("tenant_id","search_bigrams");--> statement-breakpoint
CREATE INDEX "products_search_bigram_idx" ON "products" USING gin ("tenant_id",text_bigrams("search_text"));--> statement-breakpoint
CREATE INDEX "products_live_delivery_bigram_idx" ON "products" USING gin ("tenant_id",text_bigrams("search_text")) WHERE "products"."deleted_at" is null and "products"."is_available" and "products"."owner_live" and "products"."is_delivery";--> statement-breakpoint
CREATE INDEX "products_live_shopping_bigram_idx" ON "products" USING gin ("tenant_id",text_bigrams("search_text")) WHERE "products"."deleted_at" is null and "products"."is_available" and "products"."owner_live" and not "products"."is_delivery";--> statement-breakpoint
CREATE INDEX "search_keywords_bigram_idx" ON "search_keywords" USING gin ("tenant_id",text_bigrams("keyword"));--> statement-breakpoint
CREATE INDEX "posts_search_bigram_idx" ON "posts" USING gin ("tenant_id",text_bigrams("search_text"));