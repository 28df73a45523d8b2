import { Gift, Headset, Sparkles } from "lucide-react";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { formatPrice } from "../../../lib/format.ts";
import { type SiteConfig, useSiteConfig } from "../../../lib/site-config.ts";
import { useCategories } from "../api/get-categories.ts";
import { marketTexts as t } from "../market-texts.ts";
import { FeaturedHero } from "./featured-hero.tsx";

const promos = [
  { icon: Headset, title: "support", text: "supportText" },
  { icon: Sparkles, title: "limited", text: "limitedText" },
] as const;

/** The advertised code as the admin set it; no card when the shop advertises none. */
function codeCard(promo: NonNullable<SiteConfig["promo"]>) {
  const off = promo.kind === "percent" ? `${promo.value}%` : formatPrice(promo.value);
  return {
    icon: Gift,
    heading: promo.first_order_only ? t.promos.firstPurchase : t.promos.promoCode,
    body: t.promos.codeOff(promo.code, off, promo.first_order_only),
  };
}

/** product §2 item 3: the category sidebar, the featured carousel and the three promo cards. */
export function HeroSection() {
  const { data: categories, isPending } = useCategories();
  const advertised = useSiteConfig().data?.promo;
  const cards = [
    ...(advertised ? [codeCard(advertised)] : []),
    ...promos.map(({ icon, title, text }) => ({ icon, heading: t.promos[title], body: t.promos[text] })),
  ];
  return (
    <section
      aria-label={t.featuredHeading}
      className="container-page grid gap-4 py-6 lg:grid-cols-[14rem_minmax(0,1fr)_16rem] [&>*]:min-w-0"
    >
      <nav aria-label={t.categoriesHeading} className="rounded-lg border border-line bg-surface p-3">
        <h2 className="px-2 pb-2 font-sans text-sm font-semibold tracking-wide text-muted uppercase">
          {t.categoriesHeading}
        </h2>
        {isPending ? (
          // The list's own box: one row of 44 px links on phones, a column from 1024 px (no shift).
          <div
            className="flex gap-2 overflow-x-auto lg:flex-col lg:gap-0 [scrollbar-width:thin]"
            aria-hidden="true"
          >
            {[1, 2, 3, 4, 5].map((i) => (
              <Skeleton key={i} className="h-11 w-28 shrink-0 lg:w-full" />
            ))}
          </div>
        ) : (
          <ul className="flex gap-2 overflow-x-auto lg:flex-col lg:gap-0 [scrollbar-width:thin]">
            {(categories ?? []).map((category) => (
              <li key={category.id} className="shrink-0">
                <a
                  href={`#category-${category.slug}`}
                  className="flex min-h-11 items-center justify-between gap-2 rounded-lg border border-line px-3 text-sm font-medium hover:bg-sand lg:border-0"
                >
                  {category.name}
                  <span className="text-xs text-muted tabular-nums">{category.product_count}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </nav>
      <FeaturedHero />
      <ul className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1">
        {cards.map(({ icon: Icon, heading, body }) => (
          <li key={heading} className="flex gap-3 rounded-lg border border-line bg-clay-soft p-4">
            <Icon aria-hidden="true" className="size-6 shrink-0 text-clay" />
            <div>
              <h3 className="font-sans text-base font-semibold">{heading}</h3>
              <p className="mt-1 text-sm text-ink-soft">{body}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
