import { PAGE_SIZE } from "@heritage/domain/constants";
import type { AdminCart } from "@heritage/domain/orders";
import { useState } from "react";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { formatDateTime, formatPrice } from "../../../lib/format.ts";
import { SECTION_LABELS } from "../admin-texts.ts";
import { CART_TEXT as t } from "../orders/orders-texts.ts";
import { PagedResults } from "../shared/paged-results.tsx";
import { SectionHeader } from "../shared/section-header.tsx";
import { useAdminCarts } from "./api/admin-carts.ts";

function CartCard({ cart }: { cart: AdminCart }) {
  const headingId = `cart-${cart.id}-owner`;
  return (
    <li aria-labelledby={headingId} className="rounded-lg border border-line bg-surface p-4 shadow-card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="truncate font-semibold">
            <bdi>{cart.owner.name}</bdi>
          </h2>
          <p className="truncate text-sm text-muted">
            <bdi>@{cart.owner.username}</bdi> · <bdi>{cart.owner.email}</bdi>
          </p>
        </div>
        <dl className="text-right text-sm">
          <dt className="sr-only">{t.value}</dt>
          <dd className="font-display text-xl font-semibold tabular-nums">{formatPrice(cart.value)}</dd>
          <dt className="sr-only">{t.lastChange}</dt>
          <dd className="text-muted">
            {t.lastChange}: {formatDateTime(cart.updated_at)}
          </dd>
        </dl>
      </div>
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">
          {t.items}: {cart.owner.name}
        </caption>
        <tbody className="divide-y divide-line">
          {cart.items.map((item) => (
            <tr key={item.product_id}>
              <th scope="row" className="py-1.5 pr-3 text-left font-normal">
                {item.name} <span className="text-muted">{t.quantity(item.quantity)}</span>
              </th>
              <td
                className={item.stock < item.quantity ? "py-1.5 pr-3 text-ember" : "py-1.5 pr-3 text-muted"}
              >
                {t.inStock(item.stock)}
              </td>
              <td className="py-1.5 text-right tabular-nums">{formatPrice(item.subtotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </li>
  );
}

/** The admin Carts: the open carts with owner, items, value and last change, so the shop sees demand. */
export default function CartsSection() {
  const [page, setPage] = useState(1);
  const carts = useAdminCarts(page, PAGE_SIZE);
  return (
    <>
      <SectionHeader title={SECTION_LABELS.carts} description={t.intro} />
      <PagedResults
        query={carts}
        page={page}
        onPageChange={setPage}
        texts={t}
        skeletonClassName="h-80"
        empty={<EmptyState title={t.empty} description={t.emptyNote} />}
      >
        {(results) => (
          <ul aria-label={t.tableLabel} className="grid gap-4 lg:grid-cols-2">
            {results.map((cart) => (
              <CartCard key={cart.id} cart={cart} />
            ))}
          </ul>
        )}
      </PagedResults>
    </>
  );
}
