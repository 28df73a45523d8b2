import type { Category } from "@heritage/domain/catalog";
import { Suspense } from "react";
import { useLocation } from "react-router";
import { lazyWithTexts } from "../../../lib/i18n/relocalized.tsx";
import { useNearViewport } from "./use-near-viewport.ts";

/**
 * How far below the screen the home's lower sections and the footer start downloading: about one phone
 * screen, so that a person scrolling down finds them drawn, while a person who only looks at the first
 * screen and the products does not pay for them (decision 203).
 */
export const LOWER_MARGIN = "800px";

const MarketHomeLower = lazyWithTexts(() =>
  import("./market-home-lower.tsx").then((module) => ({ default: module.MarketHomeLower })),
);

/**
 * The market home below "Recommended Items" (the quote request, the category pictures, a section per
 * category), whose code is fetched when it comes near the screen (decision 203, amending 200). Until
 * then its place is held, with each category's anchor, so that the hero's category links (and a shared
 * `#category-…` link) land where the section will be; a link to one wants the sections at once.
 */
export function LowerSectionsWhenNear({ categories }: { categories: readonly Category[] }) {
  const { hash } = useLocation();
  const { ref, near } = useNearViewport<HTMLDivElement>(LOWER_MARGIN);
  const placeholder = <LowerPlaceholder ref={ref} categories={categories} />;
  if (!near && !hash.startsWith("#category-")) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <MarketHomeLower categories={categories} />
    </Suspense>
  );
}

/**
 * The sections' place, measured with their placeholders at 360-1280 px in the three languages (the quote
 * request and the category pictures 1,110-1,230 px on phones, 940-1,160 px wider; a category 313 px on
 * phones, 345 px from 640 px), so that nothing on screen moves when they arrive. Not read out: the
 * sections announce themselves once drawn.
 */
function LowerPlaceholder({
  ref,
  categories,
}: {
  ref: React.Ref<HTMLDivElement>;
  categories: readonly Category[];
}) {
  return (
    <div ref={ref} aria-hidden="true">
      <div className="h-[1170px] sm:h-[1140px] md:h-[960px] lg:h-[1000px]" />
      {categories.map((category) => (
        <div
          key={category.id}
          id={`category-${category.slug}`}
          className="scroll-mt-24 h-[313px] sm:h-[345px]"
        />
      ))}
    </div>
  );
}

const LazyFooter = lazyWithTexts(() =>
  import("../../../components/layout/footer.tsx").then((module) => ({ default: module.Footer })),
);

/**
 * The footer, fetched when the end of the page comes near the screen (decision 203). Its place is held
 * meanwhile at its measured height in the three languages (1,720-1,910 px on phones, 1,470-1,500 from
 * 640 px, 1,220-1,280 from 768, 830-880 from 1,024), so that a link to the last category can still bring
 * that section to the top of the screen.
 */
export function FooterWhenNear() {
  const { ref, near } = useNearViewport<HTMLDivElement>(LOWER_MARGIN);
  const place = (
    <div ref={ref} aria-hidden="true" className="h-[1800px] sm:h-[1480px] md:h-[1250px] lg:h-[850px]" />
  );
  if (!near) return place;
  return (
    <Suspense fallback={place}>
      <LazyFooter />
    </Suspense>
  );
}
