import type { Product } from "@heritage/domain/catalog";
import { Eye, Pencil, Trash2 } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { Price } from "../../../components/ui/price.tsx";
import { useMediaQuery } from "../../../lib/use-media-query.ts";
import { PRODUCT_TEXT } from "../admin-texts.ts";
import { ItemImage } from "../shared/item-image.tsx";
import { AdminRating, AdminStock, ProductBadges, primaryImage } from "./product-status.tsx";

type Actions = {
  onView: (product: Product) => void;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
};

function RowActions({ product, onView, onEdit, onDelete }: Actions & { product: Product }) {
  return (
    <div className="flex justify-end gap-1">
      <Button
        variant="ghost"
        size="icon"
        aria-label={PRODUCT_TEXT.view(product.name)}
        onClick={() => onView(product)}
      >
        <Eye aria-hidden="true" className="size-5" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={PRODUCT_TEXT.edit(product.name)}
        onClick={() => onEdit(product)}
      >
        <Pencil aria-hidden="true" className="size-5" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="text-ember hover:bg-ember-soft"
        aria-label={PRODUCT_TEXT.delete(product.name)}
        onClick={() => onDelete(product)}
      >
        <Trash2 aria-hidden="true" className="size-5" />
      </Button>
    </div>
  );
}

/** SPEC §2 columns: image, product, price, stock, rating, status, actions; cards under 768 px. */
export function ProductList({ products, ...actions }: Actions & { products: Product[] }) {
  const wide = useMediaQuery("(min-width: 768px)");
  if (!wide) {
    return (
      <ul aria-label={PRODUCT_TEXT.tableLabel} className="flex flex-col gap-3">
        {products.map((product) => (
          <li key={product.id} className="rounded-lg border border-line bg-surface p-3 shadow-card">
            <div className="flex gap-3">
              <ItemImage src={primaryImage(product)} alt="" className="size-20" />
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{product.name}</p>
                <p className="truncate text-sm text-muted">{product.category_name}</p>
                <Price price={product.price} originalPrice={product.original_price} size="sm" />
                <p className="text-sm">
                  <AdminStock stock={product.stock} />
                </p>
              </div>
            </div>
            <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
              <div className="flex flex-col gap-1">
                <ProductBadges product={product} />
                <AdminRating product={product} />
              </div>
              <RowActions product={product} {...actions} />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-surface shadow-card">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{PRODUCT_TEXT.tableLabel}</caption>
        <thead className="border-b border-line bg-sand/60 text-xs tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              {PRODUCT_TEXT.image}
            </th>
            <th scope="col" className="px-4 py-3">
              {PRODUCT_TEXT.product}
            </th>
            <th scope="col" className="px-4 py-3">
              {PRODUCT_TEXT.price}
            </th>
            <th scope="col" className="px-4 py-3">
              {PRODUCT_TEXT.stock}
            </th>
            <th scope="col" className="px-4 py-3">
              {PRODUCT_TEXT.rating}
            </th>
            <th scope="col" className="px-4 py-3">
              {PRODUCT_TEXT.status}
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              {PRODUCT_TEXT.actions}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {products.map((product) => (
            <tr key={product.id} className="hover:bg-paper">
              <td className="px-4 py-2">
                <ItemImage src={primaryImage(product)} alt="" className="size-12" />
              </td>
              <th scope="row" className="max-w-64 px-4 py-2 font-normal">
                <span className="block font-semibold">{product.name}</span>
                <span className="block truncate text-muted">{product.category_name}</span>
              </th>
              <td className="px-4 py-2 whitespace-nowrap">
                <Price
                  price={product.price}
                  originalPrice={product.original_price}
                  size="sm"
                  className="flex-col"
                />
              </td>
              <td className="px-4 py-2 whitespace-nowrap">
                <AdminStock stock={product.stock} />
              </td>
              <td className="px-4 py-2 whitespace-nowrap">
                <AdminRating product={product} />
              </td>
              <td className="px-4 py-2">
                <ProductBadges product={product} />
              </td>
              <td className="px-4 py-2">
                <RowActions product={product} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
