import type { Category } from "@heritage/domain/catalog";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { messages } from "../../../lib/i18n/messages.ts";
import { ProductListing } from "../listing/product-listing.tsx";
import { marketTexts as t } from "../market-texts.ts";
import { CategoryFeaturedCarousel } from "./category-featured-carousel.tsx";
import { useNearViewport } from "./use-near-viewport.ts";

/**
 * One category's block (product §2 item 8): its featured carousel and its filterable listing. Nothing is
 * fetched until the block comes near the viewport.
 */
export function CategorySection({ category }: { category: Category }) {
  const { ref, near } = useNearViewport<HTMLElement>();
  const headingId = `category-${category.slug}-heading`;
  return (
    <section
      ref={ref}
      id={`category-${category.slug}`}
      aria-labelledby={headingId}
      className="container-page scroll-mt-24 border-t border-line py-10"
    >
      <div className="mb-5 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-2xl font-semibold md:text-3xl">
          {category.name}
        </h2>
        <span className="text-sm text-muted">{t.productsCount(category.product_count)}</span>
      </div>
      {category.description && <p className="-mt-3 mb-5 max-w-3xl text-muted">{category.description}</p>}
      {near ? (
        <div className="flex flex-col gap-8">
          <div>
            <h3 className="mb-4 font-sans text-lg font-semibold">{t.featuredIn(category.name)}</h3>
            <CategoryFeaturedCarousel category={category} />
          </div>
          <div>
            <h3 className="mb-4 font-sans text-lg font-semibold">{t.allIn(category.name)}</h3>
            <ProductListing
              base={{ category: category.slug }}
              texts={{
                label: category.name,
                empty: messages.market.categoryEmpty,
                error: messages.market.fetchFailed,
                retry: "refetch",
              }}
            />
          </div>
        </div>
      ) : (
        // Holds the section's height so the page does not jump as sections load.
        <Skeleton className="h-[56rem] w-full" />
      )}
    </section>
  );
}
