-- Decision 152: the word list. Every distinct word of the products' folded names (every language,
-- products.translated_name, decision 150) with the number of products whose names hold it. A typo
-- is corrected against this small table (its trigram index) and the products are then matched on
-- the corrected words through their own indexes, instead of a word_similarity scan of every name.
CREATE TABLE "search_words" (
  "word" text PRIMARY KEY NOT NULL,
  "products" integer NOT NULL
);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate = false);--> statement-breakpoint
-- The words of a folded name as pg_trgm sees them: runs of letters and digits.
CREATE OR REPLACE FUNCTION search_name_words(text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT DISTINCT w FROM regexp_split_to_table($1, '[^[:alnum:]]+') AS w WHERE w <> '' $$;--> statement-breakpoint
-- Kept by statement triggers with transition tables, so a bulk insert (the bench's 100,000
-- products, a CSV import) costs one upsert per statement, not per row, and every writer is
-- covered (the seed, psql), as with the catalogue version (decision 060). Words are upserted in
-- their sort order so that two writers lock shared words in the same order. Rows whose names did
-- not change (stock, price: most updates) add nothing.
CREATE OR REPLACE FUNCTION search_words_follow() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  changed text[];
  deltas integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(w ORDER BY w), array_agg(n ORDER BY w) INTO changed, deltas
      FROM (SELECT w, count(*)::integer AS n FROM added, search_name_words(added.translated_name) AS w GROUP BY w) AS d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(w ORDER BY w), array_agg(n ORDER BY w) INTO changed, deltas
      FROM (SELECT w, -count(*)::integer AS n FROM removed, search_name_words(removed.translated_name) AS w GROUP BY w) AS d;
  ELSE
    SELECT array_agg(w ORDER BY w), array_agg(n ORDER BY w) INTO changed, deltas
      FROM (
        SELECT w, sum(n)::integer AS n FROM (
          SELECT w, 1 AS n FROM added JOIN removed ON removed.id = added.id
            AND removed.translated_name IS DISTINCT FROM added.translated_name,
            search_name_words(added.translated_name) AS w
          UNION ALL
          SELECT w, -1 FROM removed JOIN added ON added.id = removed.id
            AND removed.translated_name IS DISTINCT FROM added.translated_name,
            search_name_words(removed.translated_name) AS w
        ) AS both_sides GROUP BY w HAVING sum(n) <> 0
      ) AS d;
  END IF;
  IF changed IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO search_words AS s (word, products)
    SELECT * FROM unnest(changed, deltas)
    ON CONFLICT (word) DO UPDATE SET products = s.products + excluded.products;
  DELETE FROM search_words WHERE word = ANY (changed) AND products <= 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_words_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION search_words_follow();--> statement-breakpoint
CREATE TRIGGER "products_search_words_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION search_words_follow();--> statement-breakpoint
CREATE TRIGGER "products_search_words_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION search_words_follow();--> statement-breakpoint
INSERT INTO "search_words" ("word", "products")
  SELECT w, count(*) FROM "products", search_name_words("products"."translated_name") AS w GROUP BY w;
