-- The repository's anonymous answers are cached like the catalogue's (decision 211): every committed
-- write to what the public repository, OAI-PMH and IIIF read raises the same version as a product
-- write (migration 0004), so an edit is visible on the very next request in every process.
-- Once per transaction (bump_catalog_version's flag), so a CSV import's batch raises it once.
DO $$
DECLARE
	name text;
BEGIN
	FOREACH name IN ARRAY ARRAY['institutions', 'collections', 'communities', 'items', 'item_media',
		'item_labels', 'item_viewers', 'product_items', 'creators', 'creator_items']
	LOOP
		EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I '
			'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_catalog_version()',
			name || '_catalog_version', name);
		EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT '
			'EXECUTE FUNCTION bump_catalog_version()', name || '_catalog_version_truncate', name);
	END LOOP;
END
$$;
