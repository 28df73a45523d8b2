import { Children, Suspense } from "react";
import type { CarouselProps } from "../../../components/ui/carousel.tsx";
import { cn } from "../../../lib/cn.ts";
import { lazyWithTexts } from "../../../lib/i18n/relocalized.tsx";

let loading: Promise<{ default: typeof import("../../../components/ui/carousel.tsx").Carousel }> | null =
  null;

/**
 * Starts fetching the carousel (Embla, ~9 KB gzip) without waiting for a render: the hero calls it while
 * its products load, so the code and the data arrive together instead of one after the other.
 */
export function preloadCarousel() {
  loading ??= import("../../../components/ui/carousel.tsx").then((module) => ({ default: module.Carousel }));
  return loading;
}

const Carousel = lazyWithTexts(preloadCarousel);

/** The market's carousels, their code fetched on first use; until then the first slide, in place. */
export function LazyCarousel(props: CarouselProps) {
  return (
    <Suspense fallback={<FirstSlide {...props} />}>
      <Carousel {...props} />
    </Suspense>
  );
}

/** The first slide where the carousel will show it, with the controls' row reserved (no layout shift). */
function FirstSlide({ label, children, className, slideClassName }: CarouselProps) {
  const slides = Children.toArray(children);
  return (
    <section aria-label={label} aria-busy="true" className={cn("relative", className)}>
      <div className="overflow-hidden">
        <div className={cn("min-w-0", slideClassName)}>{slides[0]}</div>
      </div>
      {slides.length > 1 && <div aria-hidden="true" className="mt-6 h-11" />}
    </section>
  );
}
