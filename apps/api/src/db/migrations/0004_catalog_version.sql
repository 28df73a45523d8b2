-- The catalogue's version: one number that every committed write to products, categories or
-- product_images raises, whoever the writer is (routes, orders, the seed, psql). API processes
-- compare it with the version their cached catalogue answers were built at (plugins/catalog-cache.ts).
CREATE TABLE "catalog_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "catalog_version_single_row" CHECK ("id" = 1)
);
--> statement-breakpoint
INSERT INTO "catalog_version" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
-- Once per transaction: the first deferred firing raises the version and notifies; the others
-- see the transaction-local flag and return. Deferred to commit time, so the version row is the
-- last lock a writer takes (no deadlock with the product row locks of orders and carts), and
-- the new version becomes visible in the same instant as the data it describes.
CREATE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	next_version bigint;
BEGIN
	IF current_setting('heritage.catalog_bumped', true) = 'yes' THEN
		RETURN NULL;
	END IF;
	PERFORM set_config('heritage.catalog_bumped', 'yes', true);
	UPDATE "catalog_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO next_version;
	PERFORM pg_notify('catalog_version', next_version::text);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "products_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "products"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "categories_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "categories"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "product_images_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "product_images"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "products_catalog_version_truncate" AFTER TRUNCATE ON "products"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "categories_catalog_version_truncate" AFTER TRUNCATE ON "categories"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "product_images_catalog_version_truncate" AFTER TRUNCATE ON "product_images"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
