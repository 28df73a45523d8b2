import { TIMINGS_MS } from "@heritage/domain/constants";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { ContentImage } from "../../../components/ui/content-image.tsx";
import { cn } from "../../../lib/cn.ts";
import { usePrefersReducedMotion } from "../../../lib/use-prefers-reduced-motion.ts";
import { T } from "../resources-texts.ts";
import { useViewportWidth } from "../shared/use-viewport-width.ts";
import { itemsPerPage, nextPageWrapping, pageCount, pageSlice } from "./masterpieces-math.ts";

const arrow =
  "flex size-11 shrink-0 items-center justify-center rounded-full border border-line-strong bg-surface text-ink shadow-card hover:border-ink disabled:cursor-not-allowed disabled:opacity-40";

/** One artwork on the carousel, already in the reader's language, with the page it opens. */
export interface Masterpiece {
  id: string;
  title: string;
  artist: string;
  thumbnail: string | null;
  to: string;
}

/**
 * product §4 'Latest masterPieces': items per page by width, ceil(8 / per page) pages, auto-advance every
 * 4 s with wrap, paused under the pointer (and while focused, for keyboard users), back to page 0 when
 * the page size changes, arrows disabled at the ends, dots that jump.
 */
export function MasterpiecesCarousel({ artworks }: { artworks: Masterpiece[] }) {
  const perPage = itemsPerPage(useViewportWidth());
  const pages = pageCount(artworks.length, perPage);
  const [page, setPage] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [playing, setPlaying] = useState(true);
  const reducedMotion = usePrefersReducedMotion();

  // A new page size regroups the items: start again from the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page size changes
  useEffect(() => setPage(0), [perPage]);

  const running = playing && !hovered && !focused && !reducedMotion && pages > 1;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(
      () => setPage((current) => nextPageWrapping(current, pages)),
      TIMINGS_MS.masterpiecesCarousel,
    );
    return () => window.clearInterval(timer);
  }, [running, pages]);

  const current = Math.min(page, pages - 1);
  return (
    <section
      aria-roledescription="carousel"
      aria-label={T.home.masterpiecesCarousel}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div aria-live={running ? "off" : "polite"}>
        <div role="group" aria-roledescription="slide" aria-label={T.home.pageOf(current + 1, pages)}>
          <ul className="grid gap-4" style={{ gridTemplateColumns: `repeat(${perPage}, minmax(0, 1fr))` }}>
            {pageSlice(artworks, current, perPage).map((artwork) => (
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
        </div>
      </div>
      {pages > 1 && (
        <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
          <button
            type="button"
            className={arrow}
            onClick={() => setPage(current - 1)}
            disabled={current === 0}
            aria-label={T.home.previous}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <div className="flex items-center">
            {Array.from({ length: pages }, (_, i) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: dots are positional
                key={i}
                type="button"
                onClick={() => setPage(i)}
                aria-label={T.home.goToPage(i + 1)}
                aria-current={i === current ? "true" : undefined}
                className="group flex h-8 w-6 items-center justify-center sm:w-8"
              >
                <span
                  className={cn(
                    "block h-2.5 rounded-full transition-all",
                    i === current ? "w-6 bg-clay" : "w-2.5 bg-line-strong group-hover:bg-muted",
                  )}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            className={arrow}
            onClick={() => setPage(current + 1)}
            disabled={current === pages - 1}
            aria-label={T.home.next}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
          {!reducedMotion && (
            <button
              type="button"
              className={arrow}
              onClick={() => setPlaying((p) => !p)}
              aria-label={playing ? T.home.pause : T.home.play}
            >
              {playing ? (
                <Pause aria-hidden="true" className="size-4" />
              ) : (
                <Play aria-hidden="true" className="size-4" />
              )}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
