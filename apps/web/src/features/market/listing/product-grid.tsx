import type { Product } from "@heritage/domain/catalog";
import { PAGE_SIZE } from "@heritage/domain/constants";
import { LoadingRegion, Skeleton } from "../../../components/ui/skeleton.tsx";
import { cn } from "../../../lib/cn.ts";
import { useWishlistedIds } from "../api/get-wishlist.ts";
import { ProductCard } from "../components/product-card.tsx";
import { marketTexts } from "../market-texts.ts";
import { useMarketParams } from "../use-market-params.ts";
import type { ListingView } from "./listing-state.ts";

const layouts: Record<ListingView, string> = {
  grid: "grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4",
  list: "flex flex-col gap-3",
};

/** Product cards in grid or list view; the hearts come from the shopper's wishlist. */
export function ProductGrid({ products, view }: { products: readonly Product[]; view: ListingView }) {
  const wishlisted = useWishlistedIds();
  const { openProduct } = useMarketParams();
  return (
    <ul className={layouts[view]}>
      {products.map((product) => (
        <li key={product.id} className="min-w-0">
          <ProductCard
            product={product}
            variant={view}
            wishlisted={wishlisted.has(product.id)}
            onOpen={openProduct}
          />
        </li>
      ))}
    </ul>
  );
}

/** Card-shaped placeholders for one page, so the page does not jump when it arrives. */
export function ProductGridSkeleton({
  view = "grid",
  count = PAGE_SIZE,
}: {
  view?: ListingView;
  count?: number;
}) {
  return (
    <LoadingRegion label={marketTexts.loadingProducts}>
      <div className={layouts[view]}>
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <div key={i} className={cn("rounded-lg border border-line bg-surface", view === "list" && "flex")}>
            <Skeleton
              className={view === "list" ? "size-32 rounded-r-none" : "aspect-square w-full rounded-b-none"}
            />
            <div className="flex-1 space-y-2 p-4">
              <Skeleton className="h-3 w-1/3" />
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          </div>
        ))}
      </div>
    </LoadingRegion>
  );
}
