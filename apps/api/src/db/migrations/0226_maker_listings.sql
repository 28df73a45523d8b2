-- A maker's own products (issue 37, decision 241): who sells it (null: the shop's own), and where its
-- listing stands in the admin's review. Existing products are the shop's, live as they were.
ALTER TABLE "products" ADD COLUMN "seller_id" integer REFERENCES "creators"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "listing" text DEFAULT 'live' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "listing_comment" text;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_listing_check" CHECK ("listing" in ('draft', 'in_review', 'live', 'returned'));--> statement-breakpoint
CREATE INDEX "products_seller_idx" ON "products" USING btree ("seller_id", "updated_at");--> statement-breakpoint
CREATE INDEX "products_listing_review_idx" ON "products" USING btree ("updated_at") WHERE "products"."listing" = 'in_review';
