import type { Product } from "@heritage/domain/catalog";
import { useWishlistedIds } from "../api/get-wishlist.ts";
import { ProductCard } from "../components/product-card.tsx";
import { useMarketParams } from "../use-market-params.ts";
import type { ListingView } from "./listing-state.ts";
import { layouts } from "./product-grid-skeleton.tsx";

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
