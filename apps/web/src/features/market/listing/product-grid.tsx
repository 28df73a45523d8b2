import type { Product } from "@heritage/domain/catalog";
import { useWishlistedIds } from "../api/get-wishlist.ts";
import { ProductCard } from "../components/product-card.tsx";
import { useMarketParams } from "../use-market-params.ts";
import type { ListingView } from "./listing-state.ts";
import { layouts } from "./product-grid-skeleton.tsx";

/**
 * The cards whose pictures load as the browser decides (lazy, within its own distance): the first row of
 * the widest grid, the four cards the server draws into /market's page (decision 183). The pictures of the
 * others wait until their card comes near the screen (decision 203).
 */
const FIRST_CARDS = 4;

/** Product cards in grid or list view; the hearts come from the shopper's wishlist. */
export function ProductGrid({ products, view }: { products: readonly Product[]; view: ListingView }) {
  const wishlisted = useWishlistedIds();
  const { openProduct } = useMarketParams();
  return (
    <ul className={layouts[view]}>
      {products.map((product, index) => (
        <li key={product.id} className="min-w-0">
          <ProductCard
            product={product}
            variant={view}
            wishlisted={wishlisted.has(product.id)}
            onOpen={openProduct}
            pictureWhenNear={index >= FIRST_CARDS}
          />
        </li>
      ))}
    </ul>
  );
}
