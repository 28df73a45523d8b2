-- Where a repository file lies follows whether everyone may see it (decision 199, amended): a file of
-- an item that is a draft, withdrawn or deleted, or in a collection that is, belongs to the private
-- area like a file of a restricted item. Publication is written from many places (the item's form,
-- its publish switch and delete, the CSV import, moderation of creators' drafts, a collection's form
-- and delete), so the move is queued here, in the transaction of the change, and cannot be forgotten
-- by any of them. The job (`media-zones`, protocols/file-zones.ts) reads the levels itself.
CREATE OR REPLACE FUNCTION "queue_item_file_zones"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_TABLE_NAME = 'items' THEN
		INSERT INTO "background_jobs" ("kind", "payload", "max_attempts")
		SELECT 'media-zones', jsonb_build_object('item', NEW."id"), 6
		WHERE EXISTS (SELECT 1 FROM "item_media" WHERE "item_id" = NEW."id");
	ELSE
		INSERT INTO "background_jobs" ("kind", "payload", "max_attempts")
		SELECT 'media-zones', jsonb_build_object('item', i."id"), 6
		FROM "items" i
		WHERE i."collection_id" = NEW."id" AND EXISTS (SELECT 1 FROM "item_media" m WHERE m."item_id" = i."id");
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "items_file_zones" AFTER UPDATE OF "published", "deleted_at" ON "items"
	FOR EACH ROW
	WHEN (OLD."published" IS DISTINCT FROM NEW."published" OR OLD."deleted_at" IS DISTINCT FROM NEW."deleted_at")
	EXECUTE FUNCTION "queue_item_file_zones"();
--> statement-breakpoint
CREATE TRIGGER "collections_file_zones" AFTER UPDATE OF "published", "deleted_at" ON "collections"
	FOR EACH ROW
	WHEN (OLD."published" IS DISTINCT FROM NEW."published" OR OLD."deleted_at" IS DISTINCT FROM NEW."deleted_at")
	EXECUTE FUNCTION "queue_item_file_zones"();
