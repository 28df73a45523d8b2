-- Institutions get what a museum's page shows (issue 15, decision 114): its category, opening hours,
-- cover picture, long description and place in the list, and its virtual exhibitions. The demo
-- museums' own rows (decision 123 made them institutions already) receive those fields, and each
-- historical figure's note names the museum that tells its story in dc:relation, so the museum page
-- reads everything from the repository's model and no longer from the old content tables.
ALTER TABLE "institutions" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "opening_hours" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "long_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "image" text;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "thumbnail" text;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "institutions" ADD CONSTRAINT "institutions_category_check"
  CHECK ("category" is null or "category" in ('Historical', 'Cultural', 'History', 'Memorial', 'Art'));--> statement-breakpoint
CREATE INDEX "institutions_kind_idx" ON "institutions" USING btree ("kind", "position");--> statement-breakpoint
CREATE TABLE "institution_exhibitions" (
  "id" serial PRIMARY KEY NOT NULL,
  "institution_id" integer NOT NULL,
  "title" text NOT NULL,
  "description" text DEFAULT '' NOT NULL,
  "type" text NOT NULL,
  "duration" text DEFAULT '' NOT NULL,
  "featured" boolean DEFAULT false NOT NULL,
  "position" integer DEFAULT 0 NOT NULL,
  "original_language" text DEFAULT 'en' NOT NULL,
  "translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
  CONSTRAINT "institution_exhibitions_type_check" CHECK ("type" in ('tour', 'experience', 'exhibition')),
  CONSTRAINT "institution_exhibitions_original_language_check" CHECK ("original_language" in ('rw', 'en', 'fr'))
);--> statement-breakpoint
ALTER TABLE "institution_exhibitions" ADD CONSTRAINT "institution_exhibitions_institution_id_institutions_id_fk"
  FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "institution_exhibitions_institution_idx" ON "institution_exhibitions" USING btree ("institution_id", "position");--> statement-breakpoint
-- Two translation maps merged language by language: `{"fr": {"name": …}}` + `{"fr": {"long_description": …}}`.
CREATE OR REPLACE FUNCTION merge_translations(a jsonb, b jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT coalesce(jsonb_object_agg(k, coalesce(a -> k, '{}'::jsonb) || coalesce(b -> k, '{}'::jsonb)), '{}'::jsonb)
  FROM jsonb_object_keys(a || b) k
$$;--> statement-breakpoint
-- One mapping for old and fresh databases, as in 0021: this migration runs it, and the demo seed
-- runs it right after move_demo_content_into_items(). Idempotent: a museum institution that has a
-- category already is left alone, and so is a figure whose note names its museum.
CREATE OR REPLACE FUNCTION move_demo_museums_into_institutions() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  moved integer;
BEGIN
  UPDATE institutions i SET category = m.category, opening_hours = m.hours, long_description = m.long_description,
    image = m.image, thumbnail = m.thumbnail, position = m.position,
    translations = merge_translations(i.translations,
      demo_record_translations(m.translations, '{"long_description": "long_description"}'))
  FROM museums m
  WHERE i.slug = m.slug AND i.kind = 'museum' AND i.category IS NULL;
  GET DIAGNOSTICS moved = ROW_COUNT;

  INSERT INTO institution_exhibitions (institution_id, title, description, type, duration, featured, position,
    original_language, translations)
  SELECT i.id, v.title, v.description, v.type, v.duration, v.featured, v.position, v.original_language,
    demo_record_translations(v.translations, '{"title": "title", "description": "description", "duration": "duration"}')
  FROM virtual_exhibitions v JOIN museums m ON m.id = v.museum_id JOIN institutions i ON i.slug = m.slug
  WHERE i.kind = 'museum'
    AND NOT EXISTS (SELECT 1 FROM institution_exhibitions e WHERE e.institution_id = i.id AND e.title = v.title)
  ORDER BY v.museum_id, v.position, v.id;

  -- A figure's note relates to the museum that tells its story: its name in dc:relation (decision 114).
  -- search_text is rebuilt as item-values.ts searchTextsOf writes it (every DC element in order).
  UPDATE items it SET dc_relation = it.dc_relation || array[inst.name],
    search_text = lower(array_to_string(
      it.dc_title || it.dc_creator || it.dc_subject || it.dc_description || it.dc_publisher || it.dc_contributor
      || it.dc_date || it.dc_type || it.dc_format || it.dc_identifier || it.dc_source || it.dc_language
      || (it.dc_relation || array[inst.name]) || it.dc_coverage || it.dc_rights
      || array_remove(array[nullif(it.community, ''), nullif(it.place_name, ''), nullif(it.period, '')], NULL)
      || array(
        SELECT v.value FROM jsonb_each(it.translations) WITH ORDINALITY l(key, value, ln),
          jsonb_each(l.value) WITH ORDINALITY k(key, value, kn),
          jsonb_array_elements_text(k.value) WITH ORDINALITY v(value, vn)
        ORDER BY l.ln, k.kn, v.vn),
      E' \n '))
  FROM historical_figures f
  JOIN museums m ON m.id = f.museum_id
  JOIN institutions inst ON inst.slug = m.slug AND inst.kind = 'museum',
  collections c
  WHERE c.id = it.collection_id AND c.slug = 'figures-of-rwandan-history' AND it.type = 'document'
    AND it.dc_title[1] = f.name AND NOT (it.dc_relation @> array[inst.name]);
  RETURN moved;
END
$$;--> statement-breakpoint
SELECT move_demo_museums_into_institutions();
