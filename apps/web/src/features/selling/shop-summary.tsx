import type { MakerShop } from "@heritage/domain/selling";
import { Store } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button.tsx";
import { formatDateIn } from "../../lib/i18n/dates.ts";
import { useLanguage } from "../../lib/i18n/use-language.ts";
import { T } from "./selling-texts.ts";

/** An open shop at a glance: its name, where the maker is paid, where parcels leave from. */
export function ShopSummary({ shop, slug }: { shop: MakerShop; slug: string }) {
  const language = useLanguage();
  const t = T.shop;
  return (
    <section
      aria-labelledby="shop-heading"
      className="flex flex-col gap-3 rounded-lg border-l-4 border-leaf bg-leaf-soft p-4 sm:p-5"
    >
      <div className="flex items-start gap-3">
        <Store aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="font-semibold">{t.open}</p>
          <h2 id="shop-heading" className="font-display text-xl font-semibold break-words">
            {shop.shop_name}
          </h2>
          <p className="text-sm text-muted">
            {t.openedOn(formatDateIn(new Date(shop.opened_at), language, false))}
          </p>
        </div>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-muted">{t.paidOn}</dt>
        <dd>
          {t.network[shop.payout_network]} · <span dir="ltr">{shop.payout_phone}</span>
        </dd>
        <dt className="font-semibold text-muted">{t.shipsFrom}</dt>
        <dd className="break-words">{shop.ships_from.join(", ")}</dd>
      </dl>
      <div>
        <Link to={`/makers/${slug}`} className={buttonClass("secondary", "sm", "min-h-11")}>
          {t.makerPage}
        </Link>
      </div>
    </section>
  );
}
