DROP INDEX "products_active_rating_idx";--> statement-breakpoint
CREATE INDEX "products_on_sale_idx" ON "products" USING btree ("is_active","is_featured","created_at","id") WHERE "products"."original_price" > "products"."price";--> statement-breakpoint
CREATE INDEX "products_active_rating_idx" ON "products" USING btree ("is_active","rating" DESC NULLS LAST,"review_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Hand-edited: drizzle-kit would drop and rebuild the trigram indexes; changing the storage
-- parameter in place and flushing the pending list gives the same index without the rebuild.
ALTER INDEX "products_name_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "products_description_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('products_name_trgm_idx');--> statement-breakpoint
SELECT gin_clean_pending_list('products_description_trgm_idx');