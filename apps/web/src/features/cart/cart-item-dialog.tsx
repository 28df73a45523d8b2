import type { CartItem } from "@heritage/domain/cart";
import { Dialog, DialogContent } from "../../components/ui/dialog.tsx";
import { Price } from "../../components/ui/price.tsx";
import { ProductImage, primaryPicture } from "../../components/ui/product-image.tsx";
import { RatingStars } from "../../components/ui/rating-stars.tsx";
import { StockBadge } from "../../components/ui/stock-badge.tsx";
import { formatDate } from "../../lib/format.ts";
import { CategoryInfo, conditionLabels } from "../market/index.ts";
import { cartTexts as t } from "./cart-texts.ts";

/** The cart line's details (product §2): description, price, condition, rating, availability, category, date. */
export function CartItemDialog({ item, onClose }: { item: CartItem | null; onClose: () => void }) {
  const product = item?.product;
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={product?.name ?? ""} size="lg">
        {product && (
          <div className="grid gap-5 sm:grid-cols-[12rem_1fr]">
            <ProductImage
              {...primaryPicture(product.images, "full")}
              sizes="(min-width: 768px) 45vw, 100vw"
              alt={product.name}
              fallback="logo"
              className="rounded-lg"
            />
            <div className="flex min-w-0 flex-col gap-3">
              <p className="whitespace-pre-line">{product.description}</p>
              <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
                <dt className="text-muted">{t.price}</dt>
                <dd>
                  <Price price={product.price} originalPrice={product.original_price} />
                </dd>
                <dt className="text-muted">{t.condition}</dt>
                <dd>{conditionLabels[product.condition] ?? product.condition}</dd>
                <dt className="text-muted">{t.rating}</dt>
                <dd>
                  <RatingStars rating={product.rating} count={product.review_count} />
                </dd>
                <dt className="text-muted">{t.availability}</dt>
                <dd>
                  <StockBadge stock={product.stock} />
                </dd>
                <dt className="text-muted">{t.dateAdded}</dt>
                <dd>{formatDate(product.created_at)}</dd>
              </dl>
              <CategoryInfo categoryId={product.category} name={product.category_name} />
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
