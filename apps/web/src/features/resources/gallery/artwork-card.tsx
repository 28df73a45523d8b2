import type { ItemSummary } from "@heritage/domain/collections";
import { ImageOff } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "../../../components/ui/badge.tsx";
import { ContentImage } from "../../../components/ui/content-image.tsx";
import { UntranslatedNote } from "../../../components/ui/untranslated-note.tsx";
import { cn } from "../../../lib/cn.ts";
import { T } from "../resources-texts.ts";
import { creditOf, galleryCategoryOf, itemPath } from "./gallery-item.ts";

/**
 * A gallery card: picture, title, artist and year, category and community, with a selection box.
 * The picture opens the artwork's own page (deep zoom, full record, citation), a link to share.
 */
export function ArtworkCard({
  artwork,
  selected,
  onToggle,
  eager,
}: {
  artwork: ItemSummary;
  selected: boolean;
  onToggle: () => void;
  eager?: boolean;
}) {
  const { artist, year } = creditOf(artwork);
  const category = galleryCategoryOf(artwork);
  const subject = category ? T.gallery.categoryNames[category] : artwork.dc.subject[0];
  return (
    <article
      className={cn(
        "relative flex flex-col overflow-hidden rounded-lg border bg-surface shadow-card",
        selected ? "border-clay ring-2 ring-clay" : "border-line",
      )}
    >
      <Link to={itemPath(artwork)} className="block" aria-label={T.gallery.open(artwork.title)}>
        {artwork.thumbnail_url ? (
          <ContentImage src={artwork.thumbnail_url} alt="" width={400} height={300} eager={eager} />
        ) : (
          <div className="flex aspect-[4/3] w-full items-center justify-center bg-sand text-muted">
            <ImageOff aria-hidden="true" className="size-6" />
          </div>
        )}
      </Link>
      <label className="absolute top-2 left-2 flex size-11 cursor-pointer items-center justify-center rounded-lg bg-surface/90 shadow-card">
        <input
          type="checkbox"
          checked={selected}
          onChange={onToggle}
          className="size-5 cursor-pointer accent-clay"
          aria-label={T.gallery.select(artwork.title)}
        />
      </label>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 lang={artwork.language} className="font-display text-lg leading-snug font-semibold">
          {artwork.title}
        </h3>
        <UntranslatedNote record={artwork} />
        {artist && <p className="text-sm text-muted">{T.gallery.by(artist, year)}</p>}
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
          {subject && <Badge tone="clay">{subject}</Badge>}
          {artwork.community && <span className="text-xs text-muted">{artwork.community}</span>}
        </div>
      </div>
    </article>
  );
}
