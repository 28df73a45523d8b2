import { X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { messages } from "../../../lib/i18n/messages.ts";
import { ProductListing } from "../listing/product-listing.tsx";
import { marketDetailTexts as t } from "../market-detail-texts.ts";
import { useMarketParams } from "../use-market-params.ts";

/**
 * The results view that replaces the market's main content while a search is active (product §2). The term
 * is trimmed and sent with the category in lower case (product §5); zero results, or a failed search, read
 * 'No products found'.
 */
export function SearchResults() {
  const { search, searchCategory, closeSearch } = useMarketParams();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: move focus to the results of each new search
  useEffect(() => headingRef.current?.focus(), [search, searchCategory]);

  const base = { search: search.toLowerCase(), category: searchCategory.toLowerCase() || undefined };
  return (
    <section aria-labelledby="search-heading" className="container-page py-8">
      <div className="mb-5 flex items-start justify-between gap-3">
        <h2 id="search-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-semibold md:text-3xl">
          {t.searchResultsFor(search)}
        </h2>
        <Button variant="secondary" onClick={closeSearch} className="shrink-0">
          <X aria-hidden="true" className="size-4" />
          {t.closeSearch}
        </Button>
      </div>
      <ProductListing
        base={base}
        texts={{
          label: t.searchResultsFor(search),
          empty: messages.market.noProductsFound,
          error: messages.market.noProductsFound,
          retry: "refetch",
        }}
      />
    </section>
  );
}
