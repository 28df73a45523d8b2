import type { Product } from "@heritage/domain/catalog";
import { adminStockLabel } from "@heritage/domain/stock";
import { Badge } from "../../../components/ui/badge.tsx";
import { RatingStars } from "../../../components/ui/rating-stars.tsx";
import { ratingValue } from "../../../lib/format.ts";
import { messages } from "../../../lib/i18n/messages.ts";
import { PRODUCT_TEXT } from "../admin-texts.ts";

/** 'N in stock' or 'Out of stock' (product §2). */
export function AdminStock({ stock }: { stock: number }) {
  return (
    <span className={stock > 0 ? "text-leaf" : "font-medium text-ember"}>
      {adminStockLabel(stock, messages)}
    </span>
  );
}

/** Active or Inactive, and Featured when set. */
export function ProductBadges({ product }: { product: Product }) {
  return (
    <span className="flex flex-wrap gap-1">
      {product.is_active ? (
        <Badge tone="leaf">{PRODUCT_TEXT.active}</Badge>
      ) : (
        <Badge tone="neutral">{PRODUCT_TEXT.inactive}</Badge>
      )}
      {product.is_featured && <Badge tone="ochre">{PRODUCT_TEXT.featured}</Badge>}
    </span>
  );
}

/** The rating with its review count, or N/A when there is none. */
export function AdminRating({ product }: { product: Product }) {
  const value = ratingValue(product.rating);
  if (value === null || value === 0) {
    return (
      <span className="text-sm text-muted">
        {PRODUCT_TEXT.notRated} · {PRODUCT_TEXT.reviews(product.review_count)}
      </span>
    );
  }
  return <RatingStars rating={product.rating} count={product.review_count} />;
}

export function primaryImage(product: Product): string | null {
  const image = product.images.find((candidate) => candidate.is_primary) ?? product.images[0];
  return image?.thumbnail || image?.image || null;
}
