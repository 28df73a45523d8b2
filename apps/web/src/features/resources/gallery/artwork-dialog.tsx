import type { Artwork } from "@heritage/domain/content";
import { ContentImage } from "../../../components/ui/content-image.tsx";
import { Dialog, DialogContent } from "../../../components/ui/dialog.tsx";
import { T } from "../resources-texts.ts";

/** One artwork in full: the picture, its description and its record (medium, community, rights). */
export function ArtworkDialog({ artwork, onClose }: { artwork: Artwork | null; onClose: () => void }) {
  return (
    <Dialog open={artwork !== null} onOpenChange={(open) => !open && onClose()}>
      {artwork && (
        <DialogContent
          title={artwork.title}
          description={T.gallery.by(artwork.artist, artwork.year)}
          size="lg"
        >
          <ContentImage
            src={artwork.image}
            alt={`${artwork.title}: ${artwork.description}`}
            width={800}
            height={600}
            eager
            className="rounded-lg"
          />
          <p className="mt-4">{artwork.description}</p>
          <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold">{T.artwork.category}</dt>
            <dd>{T.gallery.categoryNames[artwork.category]}</dd>
            <dt className="font-semibold">{T.artwork.medium}</dt>
            <dd>{artwork.medium}</dd>
            <dt className="font-semibold">{T.artwork.origin}</dt>
            <dd>{artwork.origin}</dd>
            <dt className="font-semibold">{T.artwork.rights}</dt>
            <dd>{artwork.rights}</dd>
          </dl>
        </DialogContent>
      )}
    </Dialog>
  );
}
