-- Search ignores case and accents (decision 150): the searched columns hold folded text.
-- unaccent() is only STABLE (its dictionary could change), so generated columns and indexes
-- use this IMMUTABLE wrapper naming its dictionary, the documented way to index it.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;--> statement-breakpoint
ALTER TABLE "categories" drop column "translated_name";--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "translated_name" text GENERATED ALWAYS AS (search_fold("name" || ' ' || coalesce("translations" #>> '{rw,name}', '') || ' ' || coalesce("translations" #>> '{en,name}', '') || ' ' || coalesce("translations" #>> '{fr,name}', ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" drop column "translated_name";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "translated_name" text GENERATED ALWAYS AS (search_fold("name" || ' ' || coalesce("translations" #>> '{rw,name}', '') || ' ' || coalesce("translations" #>> '{en,name}', '') || ' ' || coalesce("translations" #>> '{fr,name}', ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" drop column "translated_description";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "translated_description" text GENERATED ALWAYS AS (search_fold("description" || ' ' || coalesce("translations" #>> '{rw,description}', '') || ' ' || coalesce("translations" #>> '{en,description}', '') || ' ' || coalesce("translations" #>> '{fr,description}', ''))) STORED NOT NULL;--> statement-breakpoint
-- Dropping the columns dropped their trigram indexes (decision 105); the same, on the folded text.
CREATE INDEX "categories_translated_name_trgm_idx" ON "categories" USING gin ("translated_name" gin_trgm_ops) WITH (fastupdate = false);--> statement-breakpoint
CREATE INDEX "products_translated_name_trgm_idx" ON "products" USING gin ("translated_name" gin_trgm_ops) WITH (fastupdate = false);--> statement-breakpoint
CREATE INDEX "products_translated_description_trgm_idx" ON "products" USING gin ("translated_description" gin_trgm_ops) WITH (fastupdate = false);
