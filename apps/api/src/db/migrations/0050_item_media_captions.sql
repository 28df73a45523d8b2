-- Captions or a transcript for an item's sound or video (issue 15, decision 118): a WebVTT file
-- in the media store, shown as the player's <track kind="captions">. Only sound and video have one.
ALTER TABLE "item_media" ADD COLUMN "captions_key" text;--> statement-breakpoint
ALTER TABLE "item_media" ADD CONSTRAINT "item_media_captions_kind" CHECK ("item_media"."captions_key" is null or "item_media"."kind" in ('audio', 'video'));
