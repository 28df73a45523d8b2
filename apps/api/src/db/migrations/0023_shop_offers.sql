CREATE TABLE "delivery_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"original_language" text DEFAULT 'en' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"fee" integer NOT NULL,
	"free_above" integer,
	"days_min" integer NOT NULL,
	"days_max" integer NOT NULL,
	"districts" text[] DEFAULT '{}'::text[] NOT NULL,
	"abroad" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_zones_fee_check" CHECK ("delivery_zones"."fee" >= 0),
	CONSTRAINT "delivery_zones_days_check" CHECK ("delivery_zones"."days_min" >= 0 and "delivery_zones"."days_max" >= "delivery_zones"."days_min"),
	CONSTRAINT "delivery_zones_original_language_check" CHECK ("original_language" in ('rw', 'en', 'fr'))
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"min_total" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_uses" integer,
	"max_uses_per_shopper" integer,
	"advertised" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_kind_check" CHECK ("promo_codes"."kind" in ('percent', 'fixed')),
	CONSTRAINT "promo_codes_value_check" CHECK ("promo_codes"."value" > 0 and ("promo_codes"."kind" = 'fixed' or "promo_codes"."value" <= 90))
);
--> statement-breakpoint
-- Orders placed before issue 23 had no discount and no delivery fee: their subtotal is their total.
ALTER TABLE "orders" ADD COLUMN "subtotal" bigint;--> statement-breakpoint
UPDATE "orders" SET "subtotal" = "total";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_fee" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_code_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_zone_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_zone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_district" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_country" text DEFAULT 'RW' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_days_min" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_days_max" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_upper_key" ON "promo_codes" USING btree (upper("code"));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_zone_id_delivery_zones_id_fk" FOREIGN KEY ("delivery_zone_id") REFERENCES "public"."delivery_zones"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_promo_code_idx" ON "orders" USING btree ("promo_code_id","user_id") WHERE "orders"."promo_code_id" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_sum" CHECK ("orders"."total" = "orders"."subtotal" - "orders"."discount" + "orders"."delivery_fee" and "orders"."discount" >= 0 and "orders"."delivery_fee" >= 0);--> statement-breakpoint
-- Decision 075: admin forms send the version they were opened with; the trigger raises it on every change.
CREATE TRIGGER "promo_codes_record_version" BEFORE UPDATE ON "promo_codes"
	FOR EACH ROW EXECUTE FUNCTION "bump_record_version"();
--> statement-breakpoint
CREATE TRIGGER "delivery_zones_record_version" BEFORE UPDATE ON "delivery_zones"
	FOR EACH ROW EXECUTE FUNCTION "bump_record_version"();
