-- The demo artworks, museums (with their objects and gallery pictures), books and historical
-- figures move into the repository's one record model (issue 15, decision 123). One function holds
-- the mapping: this migration runs it for databases seeded before the model existed, and the demo
-- seed runs it for fresh ones right after writing the demo rows, so both get the same items.
-- Idempotent: a source row whose title is already an item of its collection is skipped.
-- The old tables stay (the museum page still reads exhibitions, hours and figures from them, and
-- their picture columns keep the shared files referenced for the orphan sweep, decision 085).
CREATE OR REPLACE FUNCTION demo_slug(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT coalesce(nullif(left(trim(both '-' from regexp_replace(search_fold($1), '[^a-z0-9]+', '-', 'g')), 80), ''), 'item')
$$;--> statement-breakpoint
-- `{"fr": {"name": "…"}}` → `{"fr": {"title": ["…"]}}`: `fields` maps an old key to an item key.
CREATE OR REPLACE FUNCTION demo_item_translations(translations jsonb, fields jsonb) RETURNS jsonb
  LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT coalesce(jsonb_object_agg(l.key, l.texts), '{}'::jsonb) FROM (
    SELECT lang.key, jsonb_object_agg(f.value #>> '{}', jsonb_build_array(lang.value ->> f.key)) AS texts
    FROM jsonb_each(translations) lang, jsonb_each(fields) f
    WHERE coalesce(lang.value ->> f.key, '') <> ''
    GROUP BY lang.key
  ) l
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION move_demo_content_into_items() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  moved integer;
BEGIN
  -- The platform's own holdings (the gallery, the figures) and its library.
  IF EXISTS (SELECT 1 FROM artworks) OR EXISTS (SELECT 1 FROM historical_figures) THEN
    INSERT INTO institutions (slug, kind, name, description, original_language, translations)
    VALUES ('digital-heritage-platform', 'archive', 'Digital Heritage Platform',
      'The platform''s own holdings: contemporary Rwandan art and notes on the figures of Rwanda''s history.', 'en',
      '{"rw": {"name": "Urubuga rw''Umurage Ndangamuco", "description": "Ibyo urubuga rubitse ubwarwo: ubugeni nyarwanda bw''iki gihe n''inyandiko ku bantu b''amateka y''u Rwanda."},
        "fr": {"name": "Plateforme du patrimoine numérique", "description": "Les fonds propres de la plateforme : art rwandais contemporain et notices sur les figures de l''histoire du Rwanda."}}')
    ON CONFLICT DO NOTHING;
  END IF;
  IF EXISTS (SELECT 1 FROM books) THEN
    INSERT INTO institutions (slug, kind, name, description, original_language, translations)
    VALUES ('heritage-library', 'library', 'Heritage Library',
      'Books on Rwandan stories, crafts and history.', 'en',
      '{"rw": {"name": "Isomero ry''Umurage", "description": "Ibitabo ku nkuru, ubukorikori n''amateka by''u Rwanda."},
        "fr": {"name": "Bibliothèque du patrimoine", "description": "Des livres sur les récits, l''artisanat et l''histoire du Rwanda."}}')
    ON CONFLICT DO NOTHING;
  END IF;
  INSERT INTO institutions (slug, kind, name, description, place_name, original_language, translations)
  SELECT m.slug, 'museum', m.name, m.description, m.location, m.original_language,
    demo_record_translations(m.translations, '{"name": "name", "description": "description", "location": "place_name"}')
  FROM museums m ORDER BY m.position, m.id
  ON CONFLICT DO NOTHING;

  -- Collections: one per museum, the gallery, the library's books, the figures.
  INSERT INTO collections (slug, institution_id, title, description, published, original_language, translations)
  SELECT m.slug || '-collection', i.id, m.name, m.description, true, m.original_language,
    demo_record_translations(m.translations, '{"name": "title", "description": "description"}')
  FROM museums m JOIN institutions i ON i.slug = m.slug ORDER BY m.position, m.id
  ON CONFLICT DO NOTHING;
  INSERT INTO collections (slug, institution_id, title, description, published, original_language, translations)
  SELECT c.slug, i.id, c.title, c.description, true, 'en', c.translations::jsonb
  FROM (VALUES
    ('rwandan-art-gallery', 'digital-heritage-platform', 'artworks', 'Gallery of Rwandan art',
      'Paintings, crafts and photographs of dance, land, history and festivals by Rwandan artists.',
      '{"rw": {"title": "Ububiko bw''ubugeni nyarwanda", "description": "Amashusho, ubukorikori n''amafoto y''imbyino, igihugu, amateka n''iminsi mikuru by''abahanzi nyarwanda."},
        "fr": {"title": "Galerie d''art rwandais", "description": "Peintures, artisanat et photographies de danse, de paysages, d''histoire et de fêtes par des artistes rwandais."}}'),
    ('heritage-library-books', 'heritage-library', 'books', 'Books',
      'Folk tales, novels and studies of Rwandan crafts and history.',
      '{"rw": {"title": "Ibitabo", "description": "Imigani, inkuru ndende n''ubushakashatsi ku bukorikori n''amateka by''u Rwanda."},
        "fr": {"title": "Livres", "description": "Contes, romans et études sur l''artisanat et l''histoire du Rwanda."}}'),
    ('figures-of-rwandan-history', 'digital-heritage-platform', 'historical_figures', 'Figures of Rwanda''s history',
      'Short notes on kings, scholars and others who shaped Rwanda''s history.',
      '{"rw": {"title": "Abantu b''amateka y''u Rwanda", "description": "Inyandiko ngufi ku bami, abahanga n''abandi bagize uruhare mu mateka y''u Rwanda."},
        "fr": {"title": "Figures de l''histoire du Rwanda", "description": "Courtes notices sur des rois, des savants et d''autres personnes qui ont marqué l''histoire du Rwanda."}}')
  ) AS c(slug, institution, source, title, description, translations)
  JOIN institutions i ON i.slug = c.institution
  WHERE (c.source = 'artworks' AND EXISTS (SELECT 1 FROM artworks))
     OR (c.source = 'books' AND EXISTS (SELECT 1 FROM books))
     OR (c.source = 'historical_figures' AND EXISTS (SELECT 1 FROM historical_figures))
  ON CONFLICT DO NOTHING;

  -- Every source row as an item, with its picture.
  CREATE TEMP TABLE demo_source AS
  SELECT *, NULL::text AS slug FROM (
    SELECT 1 AS area, a.id AS source_id, 'artwork'::text AS type, 'rwandan-art-gallery'::text AS collection,
      a.title, array[a.artist] AS creator, array[a.category::text] AS subject, a.description,
      array[a.year::text] AS date, array['Image']::text[] AS dc_type, array[a.medium] AS format,
      array[]::text[] AS language, array[a.rights] AS rights, a.origin AS community, NULL::text AS period,
      a.is_featured AS featured, a.created_at AS published_at, a.original_language,
      demo_item_translations(a.translations, '{"title": "title", "description": "description"}') AS translations,
      a.image, a.thumbnail
    FROM artworks a
    UNION ALL
    SELECT 2, o.id, 'object', m.slug || '-collection', o.name, array[]::text[], array[o.category], o.description,
      array[]::text[], array['PhysicalObject'], array[]::text[], array[]::text[], array[]::text[], NULL,
      o.historical_period, false, now(), o.original_language,
      demo_item_translations(o.translations, '{"name": "title", "description": "description", "historical_period": "period"}'),
      o.image, o.thumbnail
    FROM museum_artifacts o JOIN museums m ON m.id = o.museum_id
    UNION ALL
    SELECT 3, g.id, 'photograph', m.slug || '-collection', g.caption, array[]::text[], array[]::text[], '',
      array[]::text[], array['StillImage'], array[]::text[], array[]::text[], array[]::text[], NULL, NULL,
      false, now(), g.original_language,
      demo_item_translations(g.translations, '{"caption": "title"}'),
      g.image, g.thumbnail
    FROM museum_gallery_images g JOIN museums m ON m.id = g.museum_id
    UNION ALL
    SELECT 4, b.id, 'book', 'heritage-library-books', b.title, array[b.author], array[]::text[], b.description,
      array[]::text[], array['Text'], array[]::text[], array['en'], array[]::text[], NULL, NULL,
      b.is_new, b.created_at, b.original_language,
      demo_item_translations(b.translations, '{"title": "title", "description": "description"}'),
      b.image, b.thumbnail
    FROM books b
    UNION ALL
    SELECT 5, f.id, 'document', 'figures-of-rwandan-history', f.name, array[]::text[], array[f.name], f.description,
      array[]::text[], array['Text'], array[]::text[], array[]::text[], array[]::text[], NULL, f.era,
      false, now(), f.original_language,
      demo_item_translations(f.translations, '{"description": "description", "era": "period"}'),
      f.image, f.image
    FROM historical_figures f
  ) s;

  DELETE FROM demo_source s USING collections c, items i
  WHERE c.slug = s.collection AND i.collection_id = c.id AND i.dc_title[1] = s.title;

  -- Slugs from the titles, numbered when two items (or one already stored) would share one.
  UPDATE demo_source s SET slug = n.slug FROM (
    SELECT area, source_id, base || CASE
      WHEN rn > 1 OR EXISTS (SELECT 1 FROM items i WHERE i.slug = base) THEN '-' || (rn + 1)::text ELSE '' END AS slug
    FROM (
      SELECT area, source_id, demo_slug(title) AS base,
        row_number() OVER (PARTITION BY demo_slug(title) ORDER BY area, source_id) AS rn
      FROM demo_source
    ) numbered
  ) n WHERE n.area = s.area AND n.source_id = s.source_id;

  INSERT INTO items (slug, type, collection_id, institution_id, dc_title, dc_creator, dc_subject, dc_description,
    dc_date, dc_type, dc_format, dc_language, dc_rights, community, period, featured, published, published_at,
    original_language, translations, title_text, search_text)
  SELECT s.slug, s.type, c.id, c.institution_id, array[s.title], s.creator, s.subject,
    CASE WHEN s.description = '' THEN array[]::text[] ELSE array[s.description] END,
    s.date, s.dc_type, s.format, s.language, s.rights, s.community, s.period, s.featured, true, s.published_at,
    s.original_language, s.translations,
    -- As item-values.ts searchTextsOf writes them (the one write path in TypeScript).
    lower(array_to_string(array[s.title] || array(
      SELECT t.value FROM jsonb_each(s.translations) WITH ORDINALITY l(key, value, ln),
        jsonb_array_elements_text(l.value -> 'title') WITH ORDINALITY t(value, tn) ORDER BY l.ln, t.tn), E' \n ')),
    lower(array_to_string(
      array[s.title] || s.creator || s.subject
      || CASE WHEN s.description = '' THEN array[]::text[] ELSE array[s.description] END
      || s.date || s.dc_type || s.format || s.language || s.rights
      || array_remove(array[nullif(s.community, ''), nullif(s.period, '')], NULL)
      || array(
        SELECT v.value FROM jsonb_each(s.translations) WITH ORDINALITY l(key, value, ln),
          jsonb_each(l.value) WITH ORDINALITY k(key, value, kn),
          jsonb_array_elements_text(k.value) WITH ORDINALITY v(value, vn)
        ORDER BY l.ln, k.kn, v.vn),
      E' \n '))
  FROM demo_source s JOIN collections c ON c.slug = s.collection
  ORDER BY s.area, s.source_id;
  GET DIAGNOSTICS moved = ROW_COUNT;

  -- Each picture becomes the item's image: the stored full-size WebP is its master (the IIIF tiles'
  -- source, tiled by the backfill at start) and its preview; sizes come from the media registry.
  INSERT INTO item_media (item_id, kind, key, preview_key, thumbnail_key, mime, bytes, width, height, position,
    rights, original_language, translations)
  SELECT i.id, 'image', substr(s.image, 8), substr(s.image, 8), substr(s.thumbnail, 8), 'image/webp',
    f.bytes, f.width, f.height, 0,
    CASE WHEN s.area = 1 THEN '' ELSE 'Illustration drawn for this platform''s demonstration; CC BY 4.0.' END,
    'en',
    CASE WHEN s.area = 1 THEN '{}'::jsonb ELSE
      '{"rw": {"rights": "Igishushanyo cyakorewe kumurika uru rubuga; CC BY 4.0."},
        "fr": {"rights": "Illustration dessinée pour la démonstration de cette plateforme ; CC BY 4.0."}}'::jsonb END
  FROM demo_source s
  JOIN items i ON i.slug = s.slug
  JOIN media f ON f.url = s.image
  WHERE s.image LIKE '/media/%'
  ON CONFLICT DO NOTHING;

  DROP TABLE demo_source;
  RETURN moved;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION demo_record_translations(translations jsonb, fields jsonb) RETURNS jsonb
  LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT coalesce(jsonb_object_agg(l.key, l.texts), '{}'::jsonb) FROM (
    SELECT lang.key, jsonb_object_agg(f.value #>> '{}', lang.value ->> f.key) AS texts
    FROM jsonb_each(translations) lang, jsonb_each(fields) f
    WHERE coalesce(lang.value ->> f.key, '') <> ''
    GROUP BY lang.key
  ) l
$$;--> statement-breakpoint
SELECT move_demo_content_into_items();
