import type { Product } from "@heritage/domain/catalog";
import { ShoppingCart, Trash2 } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { Price } from "../../../components/ui/price.tsx";
import { ProductImage, primaryImage } from "../../../components/ui/product-image.tsx";
import { StockBadge } from "../../../components/ui/stock-badge.tsx";
import { UntranslatedNote } from "../../../components/ui/untranslated-note.tsx";
import { wishlistTexts as t } from "./wishlist-texts.ts";

/** One saved piece: picture, name, price, stock, and its two actions (44 px targets at 375 px). */
export function WishlistRow({
  product,
  busy,
  moving,
  onMove,
  onRemove,
}: {
  product: Product;
  busy: boolean;
  moving: boolean;
  onMove: () => void;
  onRemove: () => void;
}) {
  const image = primaryImage(product.images);
  return (
    <li className="flex gap-3 rounded-lg border border-line bg-surface p-3 shadow-card sm:gap-4 sm:p-4">
      <ProductImage
        src={image?.thumbnail || image?.image}
        srcSet={image?.srcset}
        sizes="(min-width: 640px) 112px, 80px"
        alt={product.name}
        className="size-20 shrink-0 rounded-md sm:size-28"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h2 className="font-sans text-base leading-snug font-semibold break-words">
          {product.name} <UntranslatedNote record={product} />
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <Price price={product.price} originalPrice={product.original_price} />
          <StockBadge stock={product.stock} />
        </div>
        <div className="mt-1 flex flex-wrap gap-2">
          <Button
            onClick={onMove}
            disabled={busy || product.stock <= 0}
            loading={busy && moving}
            loadingText={t.moving}
            aria-label={t.moveToCartNamed(product.name)}
          >
            <ShoppingCart aria-hidden="true" className="size-4" />
            {t.moveToCart}
          </Button>
          <Button
            variant="secondary"
            onClick={onRemove}
            disabled={busy}
            aria-label={t.removeFrom(product.name)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t.remove}
          </Button>
        </div>
      </div>
    </li>
  );
}
