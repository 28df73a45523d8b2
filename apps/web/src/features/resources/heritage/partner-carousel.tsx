import { TIMINGS_MS } from "@heritage/domain/constants";
import type { Partner } from "@heritage/domain/content";
import { Carousel } from "../../../components/ui/carousel.tsx";
import { Loadable } from "../../../components/ui/loadable.tsx";
import { Thumbnail } from "../../../components/ui/thumbnail.tsx";
import { useContentList } from "../api/content-list.ts";
import { T } from "../resources-texts.ts";
import { useViewportWidth } from "../shared/use-viewport-width.ts";
import { chunk, partnersPerSlide } from "./partner-slides.ts";

/** product §2/§4 partner carousel: every 4 s, wrapping, 1 to 4 partners per slide by width. */
export function PartnerCarousel() {
  const perSlide = partnersPerSlide(useViewportWidth());
  const partners = useContentList<Partner>("partners", { page_size: 50 });
  // Nothing to show when there are no partners; a failed load says so and offers a retry.
  if (partners.data?.results.length === 0) return null;
  return (
    <section aria-labelledby="partners-title" className="bg-sand py-12">
      <div className="container-page">
        <h2 id="partners-title" className="text-center text-3xl font-semibold">
          {T.heritage.partners}
        </h2>
        <Loadable texts={T} query={partners} className="mt-8" skeletonClassName="h-24">
          {(data) => (
            // A new slide size starts the carousel again from its first slide.
            <Carousel
              key={perSlide}
              label={T.heritage.partnersCarousel}
              autoplayMs={TIMINGS_MS.partnerCarousel}
              className="mt-8"
            >
              {chunk(data.results, perSlide).map((slide) => (
                <ul
                  key={slide.map((p) => p.id).join("-")}
                  className="grid gap-4"
                  style={{ gridTemplateColumns: `repeat(${perSlide}, minmax(0, 1fr))` }}
                >
                  {slide.map((partner) => (
                    <li
                      key={partner.id}
                      className="flex items-center gap-3 rounded-lg border border-line bg-surface p-4 shadow-card"
                    >
                      <Thumbnail src={partner.image} width={56} box="size-14 shrink-0 rounded-lg" />
                      <div className="min-w-0">
                        <p className="font-semibold">{partner.name}</p>
                        <p className="text-sm text-muted">{partner.description}</p>
                      </div>
                    </li>
                  ))}
                </ul>
              ))}
            </Carousel>
          )}
        </Loadable>
      </div>
    </section>
  );
}
