CREATE TABLE "communities" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"original_language" text DEFAULT 'en' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "communities_slug_check" CHECK ("slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length("slug") <= 120),
	CONSTRAINT "communities_original_language_check" CHECK ("original_language" in ('rw', 'en', 'fr'))
);
--> statement-breakpoint
CREATE TABLE "community_members" (
	"community_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_members_community_id_user_id_pk" PRIMARY KEY("community_id","user_id"),
	CONSTRAINT "community_members_status_check" CHECK ("status" in ('pending', 'approved', 'declined')),
	CONSTRAINT "community_members_role_check" CHECK ("role" in ('member', 'steward'))
);
--> statement-breakpoint
CREATE TABLE "item_labels" (
	"item_id" integer NOT NULL,
	"label" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "item_labels_item_id_label_pk" PRIMARY KEY("item_id","label")
);
--> statement-breakpoint
CREATE TABLE "item_viewers" (
	"item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "item_viewers_item_id_user_id_pk" PRIMARY KEY("item_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "product_items" (
	"product_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_items_product_id_item_id_pk" PRIMARY KEY("product_id","item_id")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "maker_id" integer;--> statement-breakpoint
ALTER TABLE "item_media" ADD COLUMN "access" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "access" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "community_id" integer;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "sacred" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "ever_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "maker_id" integer;--> statement-breakpoint
ALTER TABLE "community_members" ADD CONSTRAINT "community_members_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_members" ADD CONSTRAINT "community_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_members" ADD CONSTRAINT "community_members_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_labels" ADD CONSTRAINT "item_labels_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_viewers" ADD CONSTRAINT "item_viewers_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_viewers" ADD CONSTRAINT "item_viewers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_items" ADD CONSTRAINT "product_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_items" ADD CONSTRAINT "product_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "communities_slug_key" ON "communities" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "community_members_user_idx" ON "community_members" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "item_viewers_user_idx" ON "item_viewers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "product_items_item_idx" ON "product_items" USING btree ("item_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_maker_id_creators_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."creators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_maker_id_creators_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."creators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_maker_idx" ON "products" USING btree ("maker_id");--> statement-breakpoint
CREATE INDEX "items_community_id_idx" ON "items" USING btree ("community_id");--> statement-breakpoint
ALTER TABLE "item_media" ADD CONSTRAINT "item_media_access_check" CHECK ("access" in ('public', 'community', 'restricted'));--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_access_check" CHECK ("access" in ('public', 'community', 'restricted'));--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_sacred_never_public" CHECK (not ("items"."sacred" and "items"."access" = 'public'));--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_community_access" CHECK ("items"."access" <> 'community' or "items"."community_id" is not null);--> statement-breakpoint
-- Every item before this migration was public: those ever published were seen. Not a change of
-- the records, so neither their version nor their OAI-PMH datestamp moves.
ALTER TABLE "items" DISABLE TRIGGER "items_record_version";--> statement-breakpoint
UPDATE "items" SET "ever_public" = true WHERE "published_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ENABLE TRIGGER "items_record_version";
--> statement-breakpoint
-- Decision 162: an item the public could see once stays a record for harvesters (OAI-PMH reports
-- it deleted when withdrawn); one that was always hidden is never revealed, not even as deleted.
-- Set on every write, by whoever writes, like the version (decision 075).
CREATE FUNCTION "items_remember_public"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND OLD."ever_public" THEN
		NEW."ever_public" := true;
	ELSE
		NEW."ever_public" := NEW."published" AND NEW."access" = 'public' AND NEW."deleted_at" IS NULL;
	END IF;
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "items_remember_public" BEFORE INSERT OR UPDATE ON "items"
	FOR EACH ROW EXECUTE FUNCTION "items_remember_public"();
