import { Suspense } from "react";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { marketMessages } from "../../../lib/i18n/areas/market.ts";
import { lazyWithTexts } from "../../../lib/i18n/relocalized.tsx";
import { ListingToolbarSkeleton, ProductGridSkeleton } from "../listing/product-grid-skeleton.tsx";
import { marketTexts as t } from "../market-texts.ts";

/**
 * The listing (toolbar, filters, cards, pages) comes below the hero and the features, so its code is
 * requested as the market first renders rather than before it (decision 100: /market's first-render
 * budget); placeholders of the toolbar's and the cards' sizes hold its place meanwhile.
 */
const ProductListing = lazyWithTexts(() =>
  import("../listing/product-listing.tsx").then((module) => ({ default: module.ProductListing })),
);

/** product §2 item 5: every product, in grid or list view, with the listing's filters and pages. */
export function RecommendedSection() {
  const texts = {
    label: t.recommended,
    empty: marketMessages.market.noProductsAvailable,
    error: marketMessages.market.loadFailed,
    retry: "reload",
  } as const;
  return (
    <section aria-labelledby="recommended-heading" className="container-page py-8">
      <h2 id="recommended-heading" className="text-2xl font-semibold md:text-3xl">
        {t.recommended}
      </h2>
      <p className="mt-1 mb-5 text-muted">{t.recommendedNote}</p>
      <Suspense
        fallback={
          <div className="flex flex-col gap-5">
            <ListingToolbarSkeleton />
            <ProductGridSkeleton />
            <Skeleton className="mx-auto mt-1 h-11 w-64" />
          </div>
        }
      >
        <ProductListing base={{}} texts={texts} categoryPicker />
      </Suspense>
    </section>
  );
}
