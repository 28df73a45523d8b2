CREATE TABLE "collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"institution_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"original_language" text DEFAULT 'en' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp (3) with time zone,
	CONSTRAINT "collections_slug_check" CHECK ("slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length("slug") <= 120),
	CONSTRAINT "collections_original_language_check" CHECK ("original_language" in ('rw', 'en', 'fr'))
);
--> statement-breakpoint
CREATE TABLE "institutions" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"place_name" text,
	"website" text,
	"original_language" text DEFAULT 'en' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp (3) with time zone,
	CONSTRAINT "institutions_kind_check" CHECK ("kind" in ('museum', 'library', 'archive', 'community', 'other')),
	CONSTRAINT "institutions_slug_check" CHECK ("slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length("slug") <= 120),
	CONSTRAINT "institutions_original_language_check" CHECK ("original_language" in ('rw', 'en', 'fr'))
);
--> statement-breakpoint
CREATE TABLE "item_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"item_id" integer NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"preview_key" text,
	"thumbnail_key" text,
	"mime" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"rights" text DEFAULT '' NOT NULL,
	"original_language" text DEFAULT 'en' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_media_kind_check" CHECK ("kind" in ('image', 'audio', 'video', 'pdf')),
	CONSTRAINT "item_media_image_size" CHECK ("item_media"."kind" <> 'image' or ("item_media"."width" > 0 and "item_media"."height" > 0)),
	CONSTRAINT "item_media_original_language_check" CHECK ("original_language" in ('rw', 'en', 'fr'))
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"type" text NOT NULL,
	"collection_id" integer NOT NULL,
	"institution_id" integer NOT NULL,
	"dc_title" text[] DEFAULT '{}' NOT NULL,
	"dc_creator" text[] DEFAULT '{}' NOT NULL,
	"dc_subject" text[] DEFAULT '{}' NOT NULL,
	"dc_description" text[] DEFAULT '{}' NOT NULL,
	"dc_publisher" text[] DEFAULT '{}' NOT NULL,
	"dc_contributor" text[] DEFAULT '{}' NOT NULL,
	"dc_date" text[] DEFAULT '{}' NOT NULL,
	"dc_type" text[] DEFAULT '{}' NOT NULL,
	"dc_format" text[] DEFAULT '{}' NOT NULL,
	"dc_identifier" text[] DEFAULT '{}' NOT NULL,
	"dc_source" text[] DEFAULT '{}' NOT NULL,
	"dc_language" text[] DEFAULT '{}' NOT NULL,
	"dc_relation" text[] DEFAULT '{}' NOT NULL,
	"dc_coverage" text[] DEFAULT '{}' NOT NULL,
	"dc_rights" text[] DEFAULT '{}' NOT NULL,
	"community" text,
	"place_name" text,
	"latitude" double precision,
	"longitude" double precision,
	"period" text,
	"featured" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp (3) with time zone,
	"original_language" text DEFAULT 'en' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"title_text" text DEFAULT '' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp (3) with time zone,
	CONSTRAINT "items_type_check" CHECK ("type" in ('artwork', 'object', 'photograph', 'document', 'book', 'audio', 'video', 'place', 'intangible_practice')),
	CONSTRAINT "items_title_required" CHECK (cardinality("items"."dc_title") >= 1),
	CONSTRAINT "items_coordinates_check" CHECK (("items"."latitude" is null) = ("items"."longitude" is null) and ("items"."latitude" is null or ("items"."latitude" between -90 and 90 and "items"."longitude" between -180 and 180))),
	CONSTRAINT "items_slug_check" CHECK ("slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length("slug") <= 120),
	CONSTRAINT "items_original_language_check" CHECK ("original_language" in ('rw', 'en', 'fr'))
);
--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_media" ADD CONSTRAINT "item_media_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "collections_public_id_key" ON "collections" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "collections_slug_key" ON "collections" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "collections_institution_idx" ON "collections" USING btree ("institution_id");--> statement-breakpoint
CREATE UNIQUE INDEX "institutions_public_id_key" ON "institutions" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "institutions_slug_key" ON "institutions" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "item_media_public_id_key" ON "item_media" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "item_media_key_key" ON "item_media" USING btree ("key");--> statement-breakpoint
CREATE INDEX "item_media_item_idx" ON "item_media" USING btree ("item_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "items_public_id_key" ON "items" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "items_slug_key" ON "items" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "items_collection_idx" ON "items" USING btree ("collection_id","id");--> statement-breakpoint
CREATE INDEX "items_institution_idx" ON "items" USING btree ("institution_id","id");--> statement-breakpoint
CREATE INDEX "items_type_idx" ON "items" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "items_community_idx" ON "items" USING btree ("community");--> statement-breakpoint
CREATE INDEX "items_period_idx" ON "items" USING btree ("period");--> statement-breakpoint
CREATE INDEX "items_updated_idx" ON "items" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "items_published_at_idx" ON "items" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "items_dc_language_idx" ON "items" USING gin ("dc_language");--> statement-breakpoint
CREATE INDEX "items_title_text_trgm_idx" ON "items" USING gin ("title_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "items_search_text_trgm_idx" ON "items" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- Decisions 075 and 110: every committed change raises the row's version and moves updated_at,
-- whoever writes it, so optimistic concurrency holds and OAI-PMH harvests by datestamp see every
-- change (a deletion is an update that sets deleted_at).
CREATE FUNCTION "bump_record_version_and_time"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."version" := OLD."version" + 1;
	NEW."updated_at" := now();
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "institutions_record_version" BEFORE UPDATE ON "institutions"
	FOR EACH ROW EXECUTE FUNCTION "bump_record_version_and_time"();
--> statement-breakpoint
CREATE TRIGGER "collections_record_version" BEFORE UPDATE ON "collections"
	FOR EACH ROW EXECUTE FUNCTION "bump_record_version_and_time"();
--> statement-breakpoint
CREATE TRIGGER "items_record_version" BEFORE UPDATE ON "items"
	FOR EACH ROW EXECUTE FUNCTION "bump_record_version_and_time"();
