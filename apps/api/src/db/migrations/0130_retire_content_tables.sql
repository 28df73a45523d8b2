-- The old content tables of the demo artworks, museums (objects, gallery pictures, exhibitions),
-- books and figures go, with the functions that copied them into the repository (decision 125).
-- Migrations 0021 and 0070 copied every row they held, and the seed wrote them and copied them in
-- one transaction, so the repository (institutions, collections, items, item_media,
-- institution_exhibitions) already holds them all. Checked here before anything is dropped: a row
-- with no counterpart stops the migration, and nothing changes. A counterpart is an item of the
-- same type with the same title or the same picture, or an institution with the museum's slug,
-- cover or name, deleted ones (tombstones) included, so that what an admin renamed or deleted
-- since does not count as missing.
DO $$
DECLARE
  missing text;
BEGIN
  SELECT string_agg(what, '; ') INTO missing FROM (
    SELECT what FROM (
      SELECT 'artwork "' || a.title || '"' AS what, a.title, 'artwork' AS type, a.image FROM artworks a
      UNION ALL
      SELECT 'museum object "' || o.name || '"', o.name, 'object', o.image FROM museum_artifacts o
      UNION ALL
      SELECT 'museum picture "' || g.caption || '"', g.caption, 'photograph', g.image FROM museum_gallery_images g
      UNION ALL
      SELECT 'book "' || b.title || '"', b.title, 'book', b.image FROM books b
      UNION ALL
      SELECT 'historical figure "' || f.name || '"', f.name, 'document', f.image FROM historical_figures f
    ) source
    WHERE NOT EXISTS (SELECT 1 FROM items i WHERE i.type = source.type AND i.dc_title[1] = source.title)
      AND NOT EXISTS (SELECT 1 FROM item_media m WHERE '/media/' || m.key = source.image)
    UNION ALL
    -- A museum's exhibitions were copied in the same call as its page fields (0070), and admins may
    -- have rewritten both since (decision 124): the museum's institution stands for them.
    SELECT 'museum "' || m.name || '"' FROM museums m
    WHERE NOT EXISTS (SELECT 1 FROM institutions i WHERE i.slug = m.slug OR i.image = m.image OR i.name = m.name)
    LIMIT 20
  ) unmoved;
  IF missing IS NOT NULL THEN
    RAISE EXCEPTION 'Old content rows are not in the repository yet, so the old tables are kept: %', missing
      USING HINT = 'Copy them (SELECT move_demo_content_into_items(), move_demo_museums_into_institutions() copies '
        'every row whose title is not yet an item of its collection) or delete them, then migrate again (decision 125).';
  END IF;
END
$$;--> statement-breakpoint
DROP FUNCTION IF EXISTS move_demo_content_into_items();--> statement-breakpoint
DROP FUNCTION IF EXISTS move_demo_museums_into_institutions();--> statement-breakpoint
DROP FUNCTION IF EXISTS demo_item_translations(jsonb, jsonb);--> statement-breakpoint
DROP FUNCTION IF EXISTS demo_record_translations(jsonb, jsonb);--> statement-breakpoint
DROP FUNCTION IF EXISTS merge_translations(jsonb, jsonb);--> statement-breakpoint
DROP FUNCTION IF EXISTS demo_slug(text);--> statement-breakpoint
DROP TABLE "virtual_exhibitions";--> statement-breakpoint
DROP TABLE "museum_gallery_images";--> statement-breakpoint
DROP TABLE "museum_artifacts";--> statement-breakpoint
DROP TABLE "historical_figures";--> statement-breakpoint
DROP TABLE "museums";--> statement-breakpoint
DROP TABLE "artworks";--> statement-breakpoint
DROP TABLE "books";
