import type { Category } from "@heritage/domain/catalog";
import { Suspense } from "react";
import { useLocation } from "react-router";
import { DeferredFooter } from "../../../components/layout/deferred-layout.tsx";
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

/** The footer, fetched when the end of the page comes near the screen (decision 203). */
export function FooterWhenNear() {
  const { ref, near } = useNearViewport<HTMLDivElement>(LOWER_MARGIN);
  return near ? <DeferredFooter /> : <div ref={ref} />;
}
