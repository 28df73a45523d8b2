import type { CartItem } from "@heritage/domain/cart";
import { clampQuantity, maxQuantity } from "@heritage/domain/stock";
import { Trash2 } from "lucide-react";
import { Badge } from "../../components/ui/badge.tsx";
import { Price } from "../../components/ui/price.tsx";
import { ProductImage, primaryPicture } from "../../components/ui/product-image.tsx";
import { QuantityStepper } from "../../components/ui/quantity-stepper.tsx";
import { RatingStars } from "../../components/ui/rating-stars.tsx";
import { StockBadge } from "../../components/ui/stock-badge.tsx";
import { UntranslatedNote } from "../../components/ui/untranslated-note.tsx";
import { formatPrice } from "../../lib/format.ts";
import { conditionLabels } from "../market/index.ts";
import { cartTexts as t } from "./cart-texts.ts";

/** One line of the cart (product §2): picture, name, description, condition, rating, stock, price, − qty +, subtotal. */
export function CartItemRow({
  item,
  onOpen,
  onQuantityChange,
  onRemove,
}: {
  item: CartItem;
  onOpen: (item: CartItem) => void;
  onQuantityChange: (item: CartItem, quantity: number) => void;
  onRemove: (item: CartItem) => void;
}) {
  const { product } = item;
  return (
    <li className="relative flex gap-3 rounded-lg border border-line bg-surface p-3 shadow-card sm:gap-4 sm:p-4">
      <ProductImage
        {...primaryPicture(product.images)}
        sizes="(min-width: 640px) 112px, 80px"
        alt={product.name}
        className="size-20 shrink-0 rounded-md sm:size-28"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex items-start justify-between gap-2">
          <h2 className="font-sans text-base leading-snug font-semibold">
            <button
              type="button"
              onClick={() => onOpen(item)}
              className="text-left hover:text-clay"
              aria-label={t.details(product.name)}
            >
              {product.name}
            </button>
            <UntranslatedNote record={product} className="ml-2" />
          </h2>
          <button
            type="button"
            onClick={() => onRemove(item)}
            aria-label={t.removeItem(product.name)}
            className="-mt-2 -mr-2 flex size-11 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-ember-soft hover:text-ember"
          >
            <Trash2 aria-hidden="true" className="size-5" />
          </button>
        </div>
        {product.description && <p className="line-clamp-2 text-sm text-muted">{product.description}</p>}
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="sky">{conditionLabels[product.condition] ?? product.condition}</Badge>
          <StockBadge stock={product.stock} />
          <RatingStars rating={product.rating} count={product.review_count} />
        </div>
        <Price price={product.price} originalPrice={product.original_price} />
        <div className="mt-1 flex flex-wrap items-center justify-between gap-3">
          <QuantityStepper
            label={t.quantityOf(product.name)}
            value={item.quantity}
            max={maxQuantity(product.stock)}
            onChange={(next) => onQuantityChange(item, clampQuantity(next, product.stock))}
          />
          <p className="text-sm">
            <span className="text-muted">{t.subtotal}: </span>
            <span className="font-semibold tabular-nums" data-testid="line-subtotal">
              {formatPrice(item.subtotal)}
            </span>
          </p>
        </div>
      </div>
    </li>
  );
}
