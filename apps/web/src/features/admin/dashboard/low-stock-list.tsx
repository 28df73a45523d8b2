import type { DashboardTrends } from "@heritage/domain/admin-dashboard";
import { formatCount } from "../../../lib/format.ts";
import { ChartCard } from "./chart-card.tsx";
import { TRENDS_TEXT as t } from "./trends-texts.ts";

/** Products running low, each a link to its edit form (the products section opens it). */
export function LowStockList({
  data,
  onEditProduct,
}: {
  data: DashboardTrends;
  onEditProduct: (id: number) => void;
}) {
  const more = data.low_stock_count > data.low_stock.length;
  return (
    <ChartCard
      title={t.lowTitle}
      note={`${t.lowNote(data.low_stock_threshold)}${more ? ` ${t.lowMore(data.low_stock.length, data.low_stock_count)}` : ""}`}
    >
      {data.low_stock.length === 0 ? (
        <p className="text-sm text-muted">{t.noLowStock}</p>
      ) : (
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{t.lowTitle}</caption>
          <thead>
            <tr>
              <th scope="col" className="border-b border-line py-1 pr-2 font-medium text-muted">
                {t.product}
              </th>
              <th scope="col" className="border-b border-line py-1 text-right font-medium text-muted">
                {t.stock}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.low_stock.map((p) => (
              <tr key={p.id}>
                <th scope="row" className="border-b border-line py-1 pr-2 font-normal">
                  <a
                    href={`?edit_product=${p.id}`}
                    aria-label={t.edit(p.name)}
                    onClick={(event) => {
                      event.preventDefault();
                      onEditProduct(p.id);
                    }}
                    className="inline-flex min-h-11 items-center break-words text-clay underline-offset-2 hover:underline"
                  >
                    {p.name}
                  </a>
                </th>
                <td
                  className={`border-b border-line py-1 text-right font-medium tabular-nums ${p.stock === 0 ? "text-ember" : "text-ochre-dark"}`}
                >
                  {formatCount(p.stock)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ChartCard>
  );
}
