import type { Artwork } from "@heritage/domain/content";
import { Badge } from "../../../components/ui/badge.tsx";
import { ContentImage } from "../../../components/ui/content-image.tsx";
import { UntranslatedNote } from "../../../components/ui/untranslated-note.tsx";
import { cn } from "../../../lib/cn.ts";
import { T } from "../resources-texts.ts";

/** A gallery card: picture, title, artist and year, category and community, with a selection box. */
export function ArtworkCard({
  artwork,
  selected,
  onToggle,
  onOpen,
  eager,
}: {
  artwork: Artwork;
  selected: boolean;
  onToggle: () => void;
  onOpen: () => void;
  eager?: boolean;
}) {
  return (
    <article
      className={cn(
        "relative flex flex-col overflow-hidden rounded-lg border bg-surface shadow-card",
        selected ? "border-clay ring-2 ring-clay" : "border-line",
      )}
    >
      <button type="button" onClick={onOpen} className="text-left" aria-label={T.gallery.open(artwork.title)}>
        <ContentImage src={artwork.thumbnail} alt="" width={400} height={300} eager={eager} />
      </button>
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
        <p className="text-sm text-muted">{T.gallery.by(artwork.artist, artwork.year)}</p>
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
          <Badge tone="clay">{T.gallery.categoryNames[artwork.category]}</Badge>
          <span className="text-xs text-muted">{artwork.origin}</span>
        </div>
      </div>
    </article>
  );
}
