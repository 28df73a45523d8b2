import type { Product } from "@heritage/domain/catalog";
import { LISTING_THUMBNAILS } from "@heritage/domain/constants";
import { clampQuantity, maxQuantity } from "@heritage/domain/stock";
import { ShoppingCart } from "lucide-react";
import { Suspense, useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button, buttonClass } from "../../../components/ui/button.tsx";
import { Dialog, DialogContent } from "../../../components/ui/dialog.tsx";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { Price } from "../../../components/ui/price.tsx";
import { QuantityStepper } from "../../../components/ui/quantity-stepper.tsx";
import { RatingStars } from "../../../components/ui/rating-stars.tsx";
import { LoadingRegion, Skeleton } from "../../../components/ui/skeleton.tsx";
import { StockBadge } from "../../../components/ui/stock-badge.tsx";
import { UntranslatedNote } from "../../../components/ui/untranslated-note.tsx";
import { ApiError } from "../../../lib/api-error.ts";
import { lazyWithTexts } from "../../../lib/i18n/relocalized.tsx";
import { saveRedirectPath } from "../../../lib/session.ts";
import { useSession } from "../../../lib/use-session.ts";
import { rememberViewedProduct } from "../../../pwa/offline-copies.ts";
import { useProduct } from "../api/get-product.ts";
import { useWishlistedIds } from "../api/get-wishlist.ts";
import { conditionLabels, marketDetailTexts as t } from "../market-detail-texts.ts";
import { CategoryInfo } from "./category-info.tsx";
import { ProductGallery } from "./product-gallery.tsx";
import { useAddToCartAction } from "./use-add-to-cart-action.ts";
import { WishlistButton } from "./wishlist-button.tsx";

// The reviews come in their own chunk when a dialog opens (the market's budget).
const ReviewsSection = lazyWithTexts(() => import("../reviews/reviews-section.tsx"));
// The piece's maker and tradition, in a chunk of its own as well.
const ProductStory = lazyWithTexts(() => import("../story/product-story.tsx"));

/** The details modal of product §2, opened from any card or by a `?product={id}` link. */
export function ProductDetailsDialog({
  productId,
  onClose,
}: {
  productId: number | null;
  onClose: () => void;
}) {
  const { data: product, isPending, isError, error, refetch, isFetching } = useProduct(productId);
  return (
    <Dialog open={productId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={product?.name ?? t.viewDetails("product")} size="xl">
        {product ? (
          // A new product (another link) starts with quantity 1 and its first picture.
          <>
            <ProductDetails key={product.id} product={product} />
            <Suspense fallback={null}>
              <ProductStory key={product.id} productId={product.id} />
            </Suspense>
            <Suspense fallback={<Skeleton className="mt-6 h-24 w-full" />}>
              <ReviewsSection key={product.id} productId={product.id} />
            </Suspense>
          </>
        ) : isError ? (
          <ErrorState
            // Not reached (offline, decision 252) is not "not found".
            title={error instanceof ApiError && error.status === 0 ? error.detail : t.productNotFound}
            onRetry={() => void refetch()}
            retrying={isFetching}
            retryLabel={t.retry}
          />
        ) : isPending ? (
          <LoadingRegion>
            <div className="grid gap-6 md:grid-cols-2">
              <Skeleton className="aspect-square w-full" />
              <div className="space-y-3">
                <Skeleton className="h-6 w-2/3" />
                <Skeleton className="h-5 w-1/3" />
                <Skeleton className="h-24 w-full" />
              </div>
            </div>
          </LoadingRegion>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ProductDetails({ product }: { product: Product }) {
  const { isSignedIn, isAdmin } = useSession();
  const wishlisted = useWishlistedIds().has(product.id);
  const [quantity, setQuantity] = useState(1);
  const { add, pending } = useAddToCartAction("details");
  const location = useLocation();
  // product §6: the modal's add button is for shoppers only (hidden for visitors and admins).
  const canBuy = isSignedIn && !isAdmin;
  const outOfStock = product.stock <= 0;
  // Public catalogue data, kept on this device for the offline page (decision 197).
  useEffect(() => rememberViewedProduct(product, window.localStorage), [product]);

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <ProductGallery name={product.name} images={product.images.slice(0, LISTING_THUMBNAILS)} />
      <div className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="sky">{conditionLabels[product.condition] ?? product.condition}</Badge>
          <StockBadge stock={product.stock} />
          {product.is_featured && <Badge tone="ochre">{t.featured}</Badge>}
          <UntranslatedNote record={product} />
        </div>
        <RatingStars rating={product.rating} count={product.review_count} />
        <Price price={product.price} originalPrice={product.original_price} size="lg" />
        <div>
          <h3 className="font-sans text-sm font-semibold text-muted">{t.description}</h3>
          <p lang={product.description ? product.language : undefined} className="mt-1 whitespace-pre-line">
            {product.description || t.noDescription}
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <dt className="text-muted">{t.condition}</dt>
          <dd className="font-medium">{conditionLabels[product.condition] ?? product.condition}</dd>
        </dl>
        {/* The category's one block, its name at once ("Category" was said twice). */}
        <CategoryInfo categoryId={product.category} name={product.category_name} />
        {/* On phones the price and the action stay at the bottom of the sheet while the rest scrolls
            ("Add to Cart" sat below a long scroll, wrapped onto three lines). */}
        <div className="sticky -bottom-6 z-10 -mx-6 mt-auto flex flex-wrap items-center gap-3 border-t border-line bg-surface px-6 py-3 md:static md:mx-0 md:px-0 md:pt-4 md:pb-0">
          <Price price={product.price} originalPrice={product.original_price} className="mr-auto md:hidden" />
          {canBuy && (
            <QuantityStepper
              value={quantity}
              max={maxQuantity(product.stock)}
              disabled={outOfStock}
              onChange={(next) => setQuantity(clampQuantity(next, product.stock))}
            />
          )}
          <div className="flex w-full items-center gap-2 md:w-auto md:flex-1">
            {canBuy && (
              <Button
                disabled={outOfStock}
                loading={pending}
                loadingText={t.adding}
                onClick={() => add(product, quantity)}
                className="flex-1 whitespace-nowrap"
              >
                <ShoppingCart aria-hidden="true" className="size-4" />
                {t.addToCart}
              </Button>
            )}
            {!isSignedIn && (
              // A visitor is shown the way to buy; signing in brings them back to this product.
              <Link
                to="/login"
                onClick={() => saveRedirectPath(`${location.pathname}${location.search}`)}
                className={buttonClass("primary", "md", "flex-1 whitespace-nowrap")}
              >
                {t.logInToBuy}
              </Link>
            )}
            <WishlistButton
              productId={product.id}
              productName={product.name}
              wishlisted={wishlisted}
              className="shrink-0 border border-line-strong"
            />
          </div>
        </div>
      </div>
    </div>
  );
}
