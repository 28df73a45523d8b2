import type { Product } from "@heritage/domain/catalog";
import { ShoppingCart } from "lucide-react";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Price } from "../../../components/ui/price.tsx";
import { ProductImage, primaryPicture } from "../../../components/ui/product-image.tsx";
import { RatingStars } from "../../../components/ui/rating-stars.tsx";
import { StockBadge } from "../../../components/ui/stock-badge.tsx";
import { UntranslatedNote } from "../../../components/ui/untranslated-note.tsx";
import { cn } from "../../../lib/cn.ts";
import { useNearViewport } from "../home/use-near-viewport.ts";
import { marketDetailTexts as t } from "../market-detail-texts.ts";
import { useAddToCartAction } from "./use-add-to-cart-action.ts";
import { WishlistButton } from "./wishlist-button.tsx";

/**
 * How wide the picture's box is (decision 195): 2 columns on phones, 3 from 768 px, 4 from 1024 px. On a
 * phone the page's 1 rem margins, the 0.75 rem gap and the card's border come off half the screen: a
 * 412 px phone at 1.75× then takes the 320 px copy instead of the 640 px one (decision 200).
 */
const GRID_SIZES = "(min-width: 1024px) 25vw, (min-width: 768px) 33vw, calc(50vw - 1.5rem)";
/** The list variant's fixed picture column (w-28, sm:w-40, lg:w-48). */
const LIST_SIZES = "(min-width: 1024px) 192px, (min-width: 640px) 160px, 112px";
/**
 * How far below (or above) the screen a deferred card's picture starts downloading: about two rows of
 * cards on a phone. Chromium's own lazy loading reaches 1,250-2,500 px, which fetched every card of the
 * first page with /market's first view (decision 203).
 */
export const PICTURE_MARGIN = "600px";

/**
 * A product in a listing, grid or list variant. The name is the button that opens the details modal and
 * its hit area covers the card (the heart and add button sit above it).
 */
export function ProductCard({
  product,
  variant = "grid",
  wishlisted,
  onOpen,
  eagerImage = false,
  pictureWhenNear = false,
}: {
  product: Product;
  variant?: "grid" | "list";
  wishlisted: boolean;
  onOpen: (product: Product) => void;
  eagerImage?: boolean;
  /** Below the first row: the picture is only asked for once the card comes near the screen. */
  pictureWhenNear?: boolean;
}) {
  const { add, pending } = useAddToCartAction("card");
  const picture = useNearViewport<HTMLDivElement>(PICTURE_MARGIN);
  const outOfStock = product.stock <= 0;
  const list = variant === "list";
  return (
    <article
      className={cn(
        "group relative flex h-full overflow-hidden rounded-lg border border-line bg-surface shadow-card transition-shadow hover:shadow-dialog",
        list ? "flex-row" : "flex-col",
      )}
    >
      {/* In the list the picture is a square of fixed width at the card's top: a height-driven square
          grew wider than its column and covered the start of the name and price. */}
      <div
        // Only a deferred picture is watched: the other cards need no observer (nor its re-render).
        ref={pictureWhenNear ? picture.ref : undefined}
        className={cn(
          "relative shrink-0 overflow-hidden",
          list ? "w-28 self-start sm:w-40 lg:w-48" : "w-full",
        )}
      >
        {pictureWhenNear && !picture.near ? (
          // The picture's own square box, so nothing moves when it comes.
          <div data-testid="picture-to-come" className="aspect-square w-full bg-sand" />
        ) : (
          <ProductImage
            {...primaryPicture(product.images)}
            sizes={list ? LIST_SIZES : GRID_SIZES}
            alt={product.name}
            eager={eagerImage}
            className="w-full"
            imgClassName="transition-transform duration-300 group-hover:scale-105"
          />
        )}
        {product.is_featured && (
          <Badge tone="ochre" className="absolute top-2 left-2">
            {t.featured}
          </Badge>
        )}
        <WishlistButton
          productId={product.id}
          productName={product.name}
          wishlisted={wishlisted}
          className="absolute top-2 right-2 z-10"
        />
      </div>
      <div className={cn("flex min-w-0 flex-1 flex-col gap-2", list ? "p-3 sm:p-4" : "p-4")}>
        <p className="truncate text-xs font-medium tracking-wide text-muted uppercase">
          {product.category_name}
        </p>
        {/* The texts' own language, which is the original one when no translation exists yet. */}
        <h3 lang={product.language} className="font-sans text-base leading-snug font-semibold">
          <button
            type="button"
            onClick={() => onOpen(product)}
            aria-label={t.viewDetails(product.name)}
            className="line-clamp-2 text-left after:absolute after:inset-0 after:content-[''] hover:text-clay"
          >
            {product.name}
          </button>
        </h3>
        <UntranslatedNote record={product} />
        {list && product.description && (
          <p lang={product.language} className="line-clamp-2 hidden text-sm text-muted sm:block">
            {product.description}
          </p>
        )}
        <RatingStars rating={product.rating} count={product.review_count} />
        <Price price={product.price} originalPrice={product.original_price} />
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
          <StockBadge stock={product.stock} />
          <Button
            size="sm"
            className="relative z-10 min-h-11"
            disabled={outOfStock}
            loading={pending}
            loadingText={t.adding}
            onClick={() => add(product, 1)}
            aria-label={`${t.addToCart}: ${product.name}`}
          >
            <ShoppingCart aria-hidden="true" className="size-4" />
            {t.addToCart}
          </Button>
        </div>
      </div>
    </article>
  );
}
