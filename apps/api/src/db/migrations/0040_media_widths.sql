ALTER TABLE "media" ADD COLUMN "widths" integer[];
--> statement-breakpoint
CREATE INDEX "media_url_idx" ON "media" USING btree ("url");
--> statement-breakpoint
-- Product answers carry each picture's srcset from media.widths (decision 195): when the backfill
-- stores a picture's narrower copies, cached catalogue answers must move on (decision 060).
CREATE CONSTRAINT TRIGGER "media_widths_catalog_version" AFTER UPDATE OF "widths" ON "media"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();
