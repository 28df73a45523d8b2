-- Issue 22: the dashboard's trends read orders by the day they were placed (status and total
-- from the index alone), shoppers by the day they signed up, and the products running low.
CREATE INDEX "orders_created_totals_idx" ON "orders" USING btree ("created_at") INCLUDE ("status", "total");--> statement-breakpoint
CREATE INDEX "users_shoppers_created_idx" ON "users" USING btree ("created_at") WHERE "type" = 'user';--> statement-breakpoint
CREATE INDEX "products_low_stock_idx" ON "products" USING btree ("stock", "id") WHERE "is_active";--> statement-breakpoint
-- Ratings from buyers (decision 181): one review per person and product, written by someone
-- whose order line of it was delivered; the product's rating and review count follow the
-- published reviews through the trigger below.
CREATE TABLE "product_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"verified_purchase" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"hidden_reason" text,
	"hidden_at" timestamp with time zone,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_reviews_rating_check" CHECK ("product_reviews"."rating" between 1 and 5),
	CONSTRAINT "product_reviews_status_check" CHECK ("product_reviews"."status" in ('published', 'hidden')),
	CONSTRAINT "product_reviews_hidden_reason_check" CHECK (("product_reviews"."status" = 'hidden') = ("product_reviews"."hidden_reason" is not null)),
	CONSTRAINT "product_reviews_language_check" CHECK ("product_reviews"."language" in ('rw', 'en', 'fr')),
	CONSTRAINT "product_reviews_helpful_nonnegative" CHECK ("product_reviews"."helpful_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_review_votes" (
	"review_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_review_votes_pkey" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_review_votes" ADD CONSTRAINT "product_review_votes_review_id_product_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."product_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_review_votes" ADD CONSTRAINT "product_review_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_reviews_product_user_key" ON "product_reviews" USING btree ("product_id","user_id");--> statement-breakpoint
CREATE INDEX "product_reviews_newest_idx" ON "product_reviews" USING btree ("product_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "product_reviews_helpful_idx" ON "product_reviews" USING btree ("product_id","status","helpful_count","created_at","id");--> statement-breakpoint
CREATE INDEX "product_reviews_status_created_idx" ON "product_reviews" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "product_reviews_user_idx" ON "product_reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "product_review_votes_user_idx" ON "product_review_votes" USING btree ("user_id");--> statement-breakpoint
-- The product row is locked before the figures are read: in READ COMMITTED the second of two
-- concurrent reviews then waits for the first to commit and counts it (the aggregate runs in a
-- statement of its own, with a snapshot taken after the lock), so no review is lost. NO KEY
-- UPDATE, not UPDATE: each insert already holds a KEY SHARE lock on the product (its foreign
-- key), and two FOR UPDATE requests behind two KEY SHARE locks deadlock.
CREATE FUNCTION "recount_product_rating"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	target integer;
BEGIN
	FOR target IN
		SELECT DISTINCT t.id FROM (VALUES (CASE WHEN TG_OP <> 'INSERT' THEN OLD.product_id END),
			(CASE WHEN TG_OP <> 'DELETE' THEN NEW.product_id END)) AS t(id) WHERE t.id IS NOT NULL ORDER BY t.id
	LOOP
		PERFORM 1 FROM "products" WHERE "id" = target FOR NO KEY UPDATE;
		UPDATE "products" SET
			"rating" = (SELECT round(avg(r."rating"), 1) FROM "product_reviews" r
				WHERE r."product_id" = target AND r."status" = 'published'),
			"review_count" = (SELECT count(*) FROM "product_reviews" r
				WHERE r."product_id" = target AND r."status" = 'published')
		WHERE "id" = target;
	END LOOP;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_reviews_recount" AFTER INSERT OR DELETE OR UPDATE OF "rating", "status", "product_id" ON "product_reviews"
	FOR EACH ROW EXECUTE FUNCTION "recount_product_rating"();--> statement-breakpoint
CREATE FUNCTION "count_review_votes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		UPDATE "product_reviews" SET "helpful_count" = "helpful_count" + 1 WHERE "id" = NEW.review_id;
	ELSE
		UPDATE "product_reviews" SET "helpful_count" = "helpful_count" - 1 WHERE "id" = OLD.review_id;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_review_votes_count" AFTER INSERT OR DELETE ON "product_review_votes"
	FOR EACH ROW EXECUTE FUNCTION "count_review_votes"();--> statement-breakpoint
-- Ratings typed by an admin came from no buyer: they go, and the demo seed writes reviews instead.
UPDATE "products" SET "rating" = NULL, "review_count" = 0;
