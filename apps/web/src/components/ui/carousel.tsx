import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { Children, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { cn } from "../../lib/cn.ts";
import { usePrefersReducedMotion } from "../../lib/use-prefers-reduced-motion.ts";
import { sharedTexts } from "../shared-texts.ts";

/** The next index, wrapping around at both ends when `loop` is set. */
export function stepIndex(index: number, delta: number, count: number, loop: boolean): number {
  if (count === 0) return 0;
  const next = index + delta;
  if (loop) return ((next % count) + count) % count;
  return Math.min(count - 1, Math.max(0, next));
}

export type CarouselProps = {
  /** Names the region for screen readers, e.g. "Leadership quotes". */
  label: string;
  /** One child per slide; group items yourself for several per slide (docs/product.md: 3 products per slide). */
  children: ReactNode;
  loop?: boolean;
  /** Auto-advance interval; off when unset and always off under prefers-reduced-motion. */
  autoplayMs?: number;
  /** product §4: manual navigation pauses autoplay. */
  pauseOnManual?: boolean;
  showDots?: boolean;
  className?: string;
  slideClassName?: string;
  onIndexChange?: (index: number) => void;
  /** What the controls and slides are called when a slide is something else (a page of items). */
  labels?: CarouselLabels;
};

export type CarouselLabels = {
  previous: string;
  next: string;
  goTo: (slide: number) => string;
  slide: (slide: number, count: number) => string;
};

const slideLabels = (): CarouselLabels => ({
  previous: sharedTexts.ui.previousSlide,
  next: sharedTexts.ui.nextSlide,
  goTo: sharedTexts.ui.goToSlide,
  slide: sharedTexts.ui.slideOf,
});

/** Embla carousel with previous/next arrows, dots and pause/play, usable by keyboard and screen reader. */
export function Carousel({
  label,
  children,
  loop = true,
  autoplayMs,
  pauseOnManual = true,
  showDots = true,
  className,
  slideClassName,
  onIndexChange,
  labels = slideLabels(),
}: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const reducedMotion = usePrefersReducedMotion();
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop, align: "start", duration: reducedMotion ? 0 : 25 });
  const [index, setIndex] = useState(0);
  const indexRef = useRef(0);
  indexRef.current = index;
  const [playing, setPlaying] = useState(Boolean(autoplayMs));
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const autoplayOn = Boolean(autoplayMs) && playing && !reducedMotion && count > 1;
  // A slide is drawn once it is shown or next (decision 200): the browser's lazy loading reaches sideways,
  // so every slide's picture was fetched with the first view of a page that shows one. Autoplay moves one
  // slide on; once the person moves the carousel themselves, every slide is drawn (swipes go both ways).
  const [furthest, setFurthest] = useState(0);
  const [everySlide, setEverySlide] = useState(false);
  const drawn = (i: number) => everySlide || i <= furthest + 1 || i === index;

  const goTo = useCallback(
    (target: number, manual: boolean) => {
      indexRef.current = target;
      setIndex(target);
      emblaApi?.scrollTo(target);
      onIndexChange?.(target);
      setFurthest((reached) => Math.max(reached, target));
      if (manual) setEverySlide(true);
      if (manual && pauseOnManual) setPlaying(false);
    },
    [emblaApi, onIndexChange, pauseOnManual],
  );

  useEffect(() => {
    if (!emblaApi) return;
    const onPointerDown = () => setEverySlide(true);
    emblaApi.on("pointerDown", onPointerDown);
    return () => {
      emblaApi.off("pointerDown", onPointerDown);
    };
  }, [emblaApi]);

  // Swipes move Embla directly; follow it. Only when Embla measured every slide (not in a zero-size layout).
  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => {
      if (emblaApi.scrollSnapList().length === count) setIndex(emblaApi.selectedScrollSnap());
    };
    emblaApi.on("select", onSelect);
    return () => {
      emblaApi.off("select", onSelect);
    };
  }, [emblaApi, count]);

  useEffect(() => {
    if (!autoplayOn || hovered || focused) return;
    const timer = window.setInterval(
      () => goTo(stepIndex(indexRef.current, 1, count, true), false),
      autoplayMs,
    );
    return () => window.clearInterval(timer);
  }, [autoplayOn, hovered, focused, autoplayMs, count, goTo]);

  const atStart = !loop && index === 0;
  const atEnd = !loop && index === count - 1;
  const arrow =
    "flex size-11 shrink-0 items-center justify-center rounded-full border border-line-strong bg-surface text-ink shadow-card hover:border-ink disabled:opacity-40";

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={cn("relative", className)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div ref={emblaRef} className="overflow-hidden">
        <div className="flex touch-pan-y" aria-live={autoplayOn ? "off" : "polite"}>
          {slides.map((slide, i) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={labels.slide(i + 1, count)}
              aria-hidden={i !== index}
              inert={i !== index}
              className={cn("min-w-0 shrink-0 grow-0 basis-full", slideClassName)}
            >
              {drawn(i) && slide}
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
          <button
            type="button"
            className={arrow}
            onClick={() => goTo(stepIndex(index, -1, count, loop), true)}
            disabled={atStart}
            aria-label={labels.previous}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          {showDots && (
            <div className="flex items-center">
              {slides.map((_, i) => (
                <button
                  // biome-ignore lint/suspicious/noArrayIndexKey: dots are positional
                  key={i}
                  type="button"
                  onClick={() => goTo(i, true)}
                  aria-label={labels.goTo(i + 1)}
                  aria-current={i === index ? "true" : undefined}
                  className="group flex h-8 w-6 items-center justify-center sm:w-8"
                >
                  <span
                    className={cn(
                      "block h-2.5 rounded-full transition-all",
                      i === index ? "w-6 bg-clay" : "w-2.5 bg-line-strong group-hover:bg-muted",
                    )}
                  />
                </button>
              ))}
            </div>
          )}
          <button
            type="button"
            className={arrow}
            onClick={() => goTo(stepIndex(index, 1, count, loop), true)}
            disabled={atEnd}
            aria-label={labels.next}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
          {autoplayMs !== undefined && !reducedMotion && (
            <button
              type="button"
              className={arrow}
              onClick={() => setPlaying((p) => !p)}
              aria-label={playing ? sharedTexts.ui.pause : sharedTexts.ui.play}
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
