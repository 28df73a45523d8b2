-- Orders across makers (issue 37, decision 242): each order line keeps who sells it (the product's
-- seller at the moment of ordering; null for the shop's own), and each maker in an order gets one
-- shipment whose state they move. Both are written by the database as the line is inserted, so the
-- placement code, and anything else that writes order lines, cannot forget them.
ALTER TABLE "order_lines" ADD COLUMN "seller_id" integer REFERENCES "creators"("id") ON DELETE set null;--> statement-breakpoint
CREATE INDEX "order_lines_seller_idx" ON "order_lines" USING btree ("seller_id", "order_id") WHERE "order_lines"."seller_id" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "order_shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"seller_id" integer NOT NULL REFERENCES "creators"("id") ON DELETE cascade,
	"status" text DEFAULT 'waiting' NOT NULL,
	"note" text,
	"confirmed_at" timestamp (3) with time zone,
	"shipped_at" timestamp (3) with time zone,
	"delivered_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_shipments_status_check" CHECK ("status" in ('waiting', 'confirmed', 'shipped', 'delivered'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "order_shipments_order_seller_key" ON "order_shipments" USING btree ("order_id", "seller_id");--> statement-breakpoint
CREATE INDEX "order_shipments_seller_idx" ON "order_shipments" USING btree ("seller_id", "created_at");--> statement-breakpoint
CREATE FUNCTION "order_line_seller"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	SELECT "seller_id" INTO NEW."seller_id" FROM "products" WHERE "id" = NEW."product_id";
	IF NEW."seller_id" IS NOT NULL THEN
		INSERT INTO "order_shipments" ("order_id", "seller_id") VALUES (NEW."order_id", NEW."seller_id")
		ON CONFLICT ("order_id", "seller_id") DO NOTHING;
	END IF;
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "order_lines_seller" BEFORE INSERT ON "order_lines"
	FOR EACH ROW EXECUTE FUNCTION "order_line_seller"();
