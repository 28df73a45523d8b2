-- The plain name and description trigram indexes of the products are read by no query since
-- decision 152: every search and suggestion matches the folded columns of every language
-- (translated_name, translated_description, decision 150), through their own trigram indexes.
-- EXPLAIN of each statement the product list and the suggestions run (2026-11-26, 10,000
-- products) shows only those, and no statement has a predicate on the plain columns. Yet each was
-- kept up to date on every insert and every change of a name or description.
DROP INDEX IF EXISTS "products_name_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_description_trgm_idx";
