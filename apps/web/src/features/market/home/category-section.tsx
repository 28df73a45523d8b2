import type { Category } from "@heritage/domain/catalog";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { Price } from "../../../components/ui/price.tsx";
import { ProductImage, primaryPicture } from "../../../components/ui/product-image.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { messages } from "../../../lib/i18n/messages.ts";
import { useProducts } from "../api/get-products.ts";
import { marketDetailTexts as t } from "../market-detail-texts.ts";
import { useMarketParams } from "../use-market-params.ts";
import { useNearViewport } from "./use-near-viewport.ts";

/** How many of a category's products its row shows; "See all" opens the rest in the one listing. */
const ROW_SIZE = 6;

/**
 * One category as a compact row (it replaced product §2 item 8's carousel and filterable listing per
 * category, which made the page 20,700 px tall with nine copies of the toolbar): its first products and a
 * "See all" that opens the category in the market's single listing. Nothing is fetched until the row comes
 * near the viewport.
 */
export function CategorySection({ category }: { category: Category }) {
  const { ref, near } = useNearViewport<HTMLElement>();
  const { openCategory } = useMarketParams();
  const headingId = `category-${category.slug}-heading`;
  return (
    <section
      ref={ref}
      id={`category-${category.slug}`}
      aria-labelledby={headingId}
      className="container-page scroll-mt-24 border-t border-line py-6"
    >
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-xl font-semibold md:text-2xl">
          {category.name}
        </h2>
        <Link
          to={`/market?category=${encodeURIComponent(category.slug)}`}
          onClick={(event) => {
            event.preventDefault();
            openCategory(category.slug);
          }}
          aria-label={t.seeAllIn(category.name, category.product_count)}
          className="inline-flex min-h-11 items-center gap-1 font-medium text-clay hover:underline"
        >
          {t.seeAll(category.product_count)}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {near ? (
        <CategoryRow category={category} />
      ) : (
        // Holds the row's height so the page does not jump as rows load.
        <Skeleton className="h-52 w-full sm:h-60" />
      )}
    </section>
  );
}

function CategoryRow({ category }: { category: Category }) {
  const { data, isPending, isError, isFetching, refetch } = useProducts({
    category: category.slug,
    ordering: "featured",
    page: 1,
    page_size: ROW_SIZE,
  });
  const { openProduct } = useMarketParams();
  if (isError && !data) {
    return (
      <ErrorState
        className="py-6"
        title={messages.market.fetchFailed}
        retryLabel={t.retry}
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  }
  if (isPending) return <Skeleton className="h-52 w-full sm:h-60" />;
  if (data.results.length === 0) return <EmptyState className="py-6" title={messages.market.categoryEmpty} />;
  return (
    // A strip that scrolls sideways on phones, a row of six from 1024 px.
    <ul className="-mx-1 flex snap-x gap-3 overflow-x-auto px-1 pb-2 [scrollbar-width:thin] lg:grid lg:grid-cols-6 lg:overflow-visible">
      {data.results.map((product) => (
        <li key={product.id} className="w-36 shrink-0 snap-start sm:w-44 lg:w-auto">
          {/* The name is the button (stretched over the card by its ::after), so the button's name
              "View details of …" holds all of its visible text; the price is read after it. */}
          <article className="group relative h-full overflow-hidden rounded-lg border border-line bg-surface hover:shadow-card">
            <ProductImage
              {...primaryPicture(product.images)}
              sizes="(min-width: 1024px) 16vw, (min-width: 640px) 176px, 144px"
              alt=""
              className="aspect-[4/3]"
              imgClassName="transition-transform duration-300 group-hover:scale-105"
            />
            <div className="p-2">
              <button
                type="button"
                onClick={() => openProduct(product)}
                aria-label={t.viewDetails(product.name)}
                lang={product.language}
                className="line-clamp-2 text-left text-sm font-semibold after:absolute after:inset-0 after:content-['']"
              >
                {product.name}
              </button>
              <Price
                price={product.price}
                originalPrice={product.original_price}
                size="sm"
                className="mt-1"
              />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
