DROP INDEX "products_active_featured_idx";--> statement-breakpoint
CREATE INDEX "products_active_featured_idx" ON "products" USING btree ("is_active","is_featured","created_at","id");