import type { ItemDetail } from "@heritage/domain/collections-query";
import { Link } from "react-router";
import { formatPrice } from "../../../../lib/format.ts";
import { CardPicture } from "../card-picture.tsx";
import { heritageTexts as t } from "./heritage-texts.ts";

/**
 * "Made today in this tradition" (decision 164): the market's active products linked to the
 * item, each opening its details in the market (`/market?product={id}`). Nothing when none is linked.
 */
export function MadeToday({ products }: { products: ItemDetail["made_today"] }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="made-today" className="mt-12">
      <h2 id="made-today" className="text-2xl font-semibold">
        {t.madeTodayTitle}
      </h2>
      <p className="mt-1 text-muted">{t.madeTodayIntro}</p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {products.map((product) => (
          <li key={product.id}>
            <article className="relative flex h-full flex-col overflow-hidden rounded-lg border border-line bg-surface shadow-card transition-colors hover:border-clay">
              <CardPicture src={product.image} noPicture={t.noPicture} />
              <div className="flex flex-1 flex-col gap-1 p-4">
                <h3 className="font-display text-lg leading-snug font-semibold break-words">
                  {/* The link covers the card (its ::after): one target, one link. */}
                  <Link
                    to={`/market?product=${product.id}`}
                    className="after:absolute after:inset-0 hover:text-clay"
                  >
                    {product.name}
                  </Link>
                </h3>
                <p className="mt-auto pt-2 font-semibold">{formatPrice(product.price)}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
