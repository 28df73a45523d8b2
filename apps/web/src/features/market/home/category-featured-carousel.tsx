import type { Category } from "@heritage/domain/catalog";
import { TIMINGS_MS } from "@heritage/domain/constants";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { Price } from "../../../components/ui/price.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { messages } from "../../../lib/i18n/messages.ts";
import { useProducts } from "../api/get-products.ts";
import { ProductImage, primaryImage } from "../components/product-image.tsx";
import { marketTexts as t } from "../market-texts.ts";
import { useMarketParams } from "../use-market-params.ts";
import { chunk } from "./chunk.ts";
import { LazyCarousel } from "./lazy-carousel.tsx";

const PER_SLIDE = 3;

/**
 * A category's featured products, 3 per slide, advancing every 5 s with pause/play; arrows and dots
 * pause it (product §4). A failure or no featured product reads 'No Featured Products'.
 */
export function CategoryFeaturedCarousel({ category }: { category: Category }) {
  const { data, isPending, isError } = useProducts({
    category: category.slug,
    is_featured: true,
    ordering: "featured",
    page: 1,
    page_size: PER_SLIDE * 3,
  });
  const { openProduct } = useMarketParams();

  if (isPending) {
    return (
      <div className="grid grid-cols-3 gap-3" aria-hidden="true">
        {[1, 2, 3].map((i) => (
          <Skeleton key={i} className="aspect-[3/4] w-full" />
        ))}
      </div>
    );
  }
  if (isError || data.results.length === 0) {
    return (
      <EmptyState
        className="py-8"
        title={messages.market.noFeatured}
        description={messages.market.noFeaturedNote}
      />
    );
  }
  return (
    <LazyCarousel label={t.featuredIn(category.name)} autoplayMs={TIMINGS_MS.categoryCarousel} pauseOnManual>
      {chunk(data.results, PER_SLIDE).map((group) => (
        <ul key={group.map((p) => p.id).join("-")} className="grid grid-cols-3 gap-2 sm:gap-4">
          {group.map((product) => (
            <li key={product.id}>
              <button
                type="button"
                onClick={() => openProduct(product)}
                className="group block w-full overflow-hidden rounded-lg border border-line bg-surface text-left hover:shadow-card"
              >
                <ProductImage
                  src={primaryImage(product.images)?.thumbnail || primaryImage(product.images)?.image}
                  alt=""
                  className="aspect-[4/3]"
                  imgClassName="transition-transform duration-300 group-hover:scale-105"
                />
                <span className="block p-2 sm:p-3">
                  <span className="line-clamp-2 text-sm font-semibold">{product.name}</span>
                  <Price
                    price={product.price}
                    originalPrice={product.original_price}
                    size="sm"
                    className="mt-1"
                  />
                </span>
              </button>
            </li>
          ))}
        </ul>
      ))}
    </LazyCarousel>
  );
}
