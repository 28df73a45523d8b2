import { TIMINGS_MS } from "@heritage/domain/constants";
import { Link } from "react-router";
import { Carousel } from "../../../components/ui/carousel.tsx";
import { ContentImage } from "../../../components/ui/content-image.tsx";
import { T } from "../resources-texts.ts";
import { useViewportWidth } from "../shared/use-viewport-width.ts";
import { itemsPerPage, pageCount, pageSlice } from "./masterpieces-math.ts";

/** One artwork on the carousel, already in the reader's language, with the page it opens. */
export interface Masterpiece {
  id: string;
  title: string;
  artist: string;
  thumbnail: string | null;
  to: string;
}

const pageLabels = () => ({
  previous: T.home.previous,
  next: T.home.next,
  goTo: T.home.goToPage,
  slide: T.home.pageOf,
});

/**
 * product §4 'Latest masterPieces': items per page by width, ceil(8 / per page) pages, auto-advance every
 * 4 s with wrap, paused under the pointer (and while focused, for keyboard users), back to page 0 when
 * the page size changes (a new carousel: the pages are new), arrows disabled at the ends, dots that jump.
 */
export function MasterpiecesCarousel({ artworks }: { artworks: Masterpiece[] }) {
  const perPage = itemsPerPage(useViewportWidth());
  const pages = pageCount(artworks.length, perPage);
  return (
    <Carousel
      key={perPage}
      label={T.home.masterpiecesCarousel}
      labels={pageLabels()}
      loop={false}
      autoplayMs={TIMINGS_MS.masterpiecesCarousel}
      pauseOnManual={false}
    >
      {Array.from({ length: pages }, (_, page) => (
        <ul
          // biome-ignore lint/suspicious/noArrayIndexKey: pages are positional
          key={page}
          className="grid gap-4"
          style={{ gridTemplateColumns: `repeat(${perPage}, minmax(0, 1fr))` }}
        >
          {pageSlice(artworks, page, perPage).map((artwork) => (
            <li key={artwork.id}>
              <Link
                to={artwork.to}
                className="group block overflow-hidden rounded-lg border border-line bg-surface shadow-card hover:border-clay"
              >
                {artwork.thumbnail ? (
                  <ContentImage src={artwork.thumbnail} alt="" width={400} height={300} />
                ) : (
                  <span aria-hidden="true" className="block aspect-[4/3] w-full bg-sand" />
                )}
                <span className="block p-3">
                  <span className="block font-display text-base font-semibold group-hover:text-clay">
                    {artwork.title}
                  </span>
                  <span className="block text-sm text-muted">{artwork.artist}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ))}
    </Carousel>
  );
}
