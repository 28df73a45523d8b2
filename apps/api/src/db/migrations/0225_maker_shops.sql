-- Makers who sell their own work (issue 37, decision 240): an approved creator's request to sell (one
-- waiting at a time, like creator applications), and the shop an approval opens. The payout number
-- and the districts are checked here too, so no code path can store a number no wallet answers to.
CREATE TABLE "seller_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"creator_id" integer NOT NULL REFERENCES "creators"("id") ON DELETE cascade,
	"shop_name" text NOT NULL,
	"payout_phone" text NOT NULL,
	"ships_from" text[] NOT NULL,
	"terms_version" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by" integer REFERENCES "users"("id") ON DELETE set null,
	"decided_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_applications_status_check" CHECK ("status" in ('pending', 'approved', 'declined')),
	CONSTRAINT "seller_applications_phone_check" CHECK ("payout_phone" ~ '^\+2507[2389][0-9]{7}$'),
	CONSTRAINT "seller_applications_ships_from_check" CHECK (cardinality("ships_from") between 1 and 30)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "seller_applications_one_pending" ON "seller_applications" USING btree ("creator_id") WHERE "seller_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "seller_applications_status_idx" ON "seller_applications" USING btree ("status", "created_at");--> statement-breakpoint
CREATE INDEX "seller_applications_creator_idx" ON "seller_applications" USING btree ("creator_id", "created_at");--> statement-breakpoint
CREATE TABLE "maker_shops" (
	"creator_id" integer PRIMARY KEY NOT NULL REFERENCES "creators"("id") ON DELETE cascade,
	"application_id" integer NOT NULL REFERENCES "seller_applications"("id") ON DELETE restrict,
	"shop_name" text NOT NULL,
	"payout_phone" text NOT NULL,
	"ships_from" text[] NOT NULL,
	"opened_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maker_shops_phone_check" CHECK ("payout_phone" ~ '^\+2507[2389][0-9]{7}$')
);
