import type { Product } from "@heritage/domain/catalog";
import { type ReactNode, useState } from "react";
import { Price } from "../../../components/ui/price.tsx";
import { cn } from "../../../lib/cn.ts";
import { formatCount, formatDate } from "../../../lib/format.ts";
import { PRODUCT_TEXT } from "../admin-texts.ts";
import { ItemImage } from "../shared/item-image.tsx";
import { AdminRating, AdminStock, ProductBadges } from "./product-status.tsx";

/** The view dialog's body: every image, the prices, stock, rating, status and dates. */
export function ProductDetails({ product }: { product: Product }) {
  const images = [...product.images].sort((a, b) => Number(b.is_primary) - Number(a.is_primary));
  const [shown, setShown] = useState(0);
  const rows: Array<[string, ReactNode]> = [
    [PRODUCT_TEXT.category_, product.category_name],
    [PRODUCT_TEXT.condition, PRODUCT_TEXT.conditions[product.condition]],
    [PRODUCT_TEXT.stock, <AdminStock key="stock" stock={product.stock} />],
    [PRODUCT_TEXT.rating, <AdminRating key="rating" product={product} />],
    [PRODUCT_TEXT.sales, formatCount(product.sales)],
    [PRODUCT_TEXT.created, formatDate(product.created_at)],
    [PRODUCT_TEXT.updated, formatDate(product.updated_at)],
  ];
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div>
        <ItemImage src={images[shown]?.image} alt={product.name} className="aspect-square w-full" />
        {images.length > 1 && (
          <ul className="mt-3 flex flex-wrap gap-2">
            {images.map((image, index) => (
              <li key={image.id}>
                <button
                  type="button"
                  onClick={() => setShown(index)}
                  aria-label={PRODUCT_TEXT.imageAlt(index + 1)}
                  aria-pressed={shown === index}
                  className={cn("block rounded-lg ring-offset-2", shown === index && "ring-2 ring-clay")}
                >
                  <ItemImage src={image.thumbnail || image.image} alt="" className="size-14" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="min-w-0">
        <p className="font-display text-2xl font-semibold">{product.name}</p>
        <div className="mt-2">
          <ProductBadges product={product} />
        </div>
        <Price price={product.price} originalPrice={product.original_price} size="lg" className="mt-3" />
        <p className="mt-4 whitespace-pre-line text-ink-soft">
          {product.description || PRODUCT_TEXT.noDescription}
        </p>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted">{label}</dt>
              <dd className="min-w-0 font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
