import type { Product } from "@heritage/domain/catalog";
import { Price } from "../../../components/ui/price.tsx";
import { PRODUCT_TEXT } from "../admin-texts.ts";
import { ItemImage } from "../shared/item-image.tsx";
import { ResponsiveTable } from "../shared/responsive-table.tsx";
import { RowActions } from "../shared/row-actions.tsx";
import { AdminRating, AdminStock, ProductBadges, primaryImage } from "./product-status.tsx";

type Actions = {
  onView: (product: Product) => void;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
};

/**
 * product §2 columns: image, product, price, stock, rating, status, actions. Beside the sidebar at 1024 px
 * the seven did not fit and Status and Actions sat behind an unmarked scroll: under 1280 px the
 * rating moves under the product's name, so the table fits.
 */
const WIDE_ONLY = "hidden xl:table-cell";
const columns = () => [
  { heading: PRODUCT_TEXT.image },
  { heading: PRODUCT_TEXT.product },
  { heading: PRODUCT_TEXT.price },
  { heading: PRODUCT_TEXT.stock },
  { heading: PRODUCT_TEXT.rating, className: WIDE_ONLY },
  { heading: PRODUCT_TEXT.status },
  { heading: PRODUCT_TEXT.actions, alignRight: true },
];

export function ProductList({ products, onView, onEdit, onDelete }: Actions & { products: Product[] }) {
  const actions = (product: Product) => (
    <RowActions
      view={{ label: PRODUCT_TEXT.view(product.name), onClick: () => onView(product) }}
      edit={{ label: PRODUCT_TEXT.edit(product.name), onClick: () => onEdit(product) }}
      remove={{ label: PRODUCT_TEXT.delete(product.name), onClick: () => onDelete(product) }}
    />
  );
  return (
    <ResponsiveTable
      label={PRODUCT_TEXT.tableLabel}
      columns={columns()}
      items={products}
      card={(product) => (
        <>
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
            {actions(product)}
          </div>
        </>
      )}
      row={(product) => (
        <>
          <td className="px-2 py-2 xl:px-3">
            <ItemImage src={primaryImage(product)} alt="" className="size-12" />
          </td>
          <th scope="row" className="max-w-48 px-2 py-2 xl:px-3 font-normal xl:max-w-64">
            <span className="block font-semibold">{product.name}</span>
            <span className="block truncate text-muted">{product.category_name}</span>
            <span className="mt-1 block xl:hidden">
              <AdminRating product={product} />
            </span>
          </th>
          <td className="px-2 py-2 xl:px-3 whitespace-nowrap">
            <Price
              price={product.price}
              originalPrice={product.original_price}
              size="sm"
              className="flex-col"
            />
          </td>
          <td className="px-2 py-2 xl:px-3 whitespace-nowrap">
            <AdminStock stock={product.stock} />
          </td>
          <td className={`px-2 py-2 xl:px-3 whitespace-nowrap ${WIDE_ONLY}`}>
            <AdminRating product={product} />
          </td>
          <td className="px-2 py-2 xl:px-3">
            <ProductBadges product={product} />
          </td>
          <td className="px-2 py-2 xl:px-3">{actions(product)}</td>
        </>
      )}
    />
  );
}
