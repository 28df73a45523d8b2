import type { FirstCardsTexts } from "@heritage/domain/first-cards-texts";
import { formatWholeNumber } from "@heritage/domain/i18n/numbers";
import { messagesIn } from "@heritage/domain/i18n/server-messages";
import type { Language } from "@heritage/domain/languages";
import { discountPercent, formatRwf } from "@heritage/domain/money";
import { stockTier } from "@heritage/domain/stock";
import { icon } from "./icons.ts";

/** The fields of a product answer (GET /api/market/products/) that a card shows. */
export interface CardProduct {
  id: number;
  name: string;
  category_name?: string | null;
  language?: string | null;
  translated?: boolean;
  is_featured?: boolean;
  price: string | number;
  original_price?: string | number | null;
  rating?: string | number | null;
  review_count?: number;
  stock: number;
  images?: { image: string; thumbnail?: string | null; is_primary?: boolean; srcset?: string | null }[];
}

/** Text and attribute values are escaped: a product's name or picture address is data, never markup. */
export function escapeHtml(value: unknown): string {
  return String(value ?? "")
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** The same box sizes as the app's grid card (product-card.tsx, decision 195). */
const GRID_SIZES = "(min-width: 1024px) 25vw, (min-width: 768px) 33vw, calc(50vw - 1.5rem)";
const BADGE =
  "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap";
const STOCK_TONES = {
  in_stock: "bg-leaf-soft text-leaf",
  low: "bg-ochre-soft text-ochre-dark",
  out: "bg-ember-soft text-ember",
};
const BUTTON =
  "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 bg-clay text-white hover:bg-clay-dark shadow-card min-h-9 px-3 text-sm";

/** product §4's stock tiers (stockLabel in packages/domain/src/stock.ts), from the language's catalog. */
function stockText(stock: number, language: Language): string {
  const texts = messagesIn(language).stock;
  const tier = stockTier(stock);
  return tier === "in_stock" ? texts.inStock : tier === "low" ? texts.left(stock) : texts.out;
}

export interface CardContext {
  language: Language;
  texts: FirstCardsTexts;
  /** The first card's picture is the one the browser should fetch first. */
  first: boolean;
}

/** The picture's box as ProductImage draws it: the thumbnail, the stored widths and the grid's sizes. */
function picture(product: CardProduct, context: CardContext): string {
  const image = product.images?.find((candidate) => candidate.is_primary) ?? product.images?.[0];
  const src = image?.thumbnail || image?.image;
  const alt = escapeHtml(product.name);
  const inner = src
    ? `<img${image?.srcset ? ` sizes="${GRID_SIZES}"` : ""} alt="${alt}" width="600" height="600" loading="${context.first ? "eager" : "lazy"}"${context.first ? ' fetchpriority="high"' : ""} decoding="async" class="size-full object-cover transition-transform duration-300 group-hover:scale-105"${image?.srcset ? ` srcset="${escapeHtml(image.srcset)}"` : ""} src="${escapeHtml(src)}">`
    : `<div role="img" aria-label="${alt}" class="flex size-full items-center justify-center"></div>`;
  return `<div class="relative overflow-hidden bg-sand aspect-square w-full">${inner}</div>`;
}

/** RatingStars: five stars filled to the rating with the count, or "No reviews yet". */
function rating(product: CardProduct, context: CardContext): string {
  const { texts, language } = context;
  if (product.review_count === 0) {
    return `<span class="inline-flex items-center text-sm text-muted">${escapeHtml(texts.noReviews)}</span>`;
  }
  const raw =
    product.rating === null || product.rating === undefined || product.rating === ""
      ? null
      : Number(product.rating);
  const value = raw === null || !Number.isFinite(raw) ? null : Math.min(5, Math.max(0, raw));
  const count = product.review_count;
  const label =
    value === null
      ? texts.noRating
      : count !== undefined
        ? texts.ratedWithReviews(value.toFixed(1), count)
        : texts.rated(value.toFixed(1));
  const stars = [0, 1, 2, 3, 4]
    .map((i) => {
      const fill = value === null ? 0 : Math.max(0, Math.min(1, value - i));
      return `<span class="relative size-4">${icon("star", "absolute inset-0 size-4 text-line-strong")}<span class="absolute inset-0 overflow-hidden" style="width: ${fill * 100}%;">${icon("star", "size-4 fill-ochre text-ochre")}</span></span>`;
    })
    .join("");
  const shown = `${value === null ? "N/A" : value.toFixed(1)}${count !== undefined ? ` (${formatWholeNumber(count, language)})` : ""}`;
  return `<span class="inline-flex items-center gap-1.5 text-sm" role="img" aria-label="${escapeHtml(label)}"><span class="flex" aria-hidden="true">${stars}</span><span aria-hidden="true" class="text-muted">${shown}</span></span>`;
}

/** Price: RWF as the app formats it in the language, the original struck through with the discount. */
function price(product: CardProduct, context: CardContext): string {
  const { texts, language } = context;
  const percent = discountPercent(product.price, product.original_price);
  const main = `<span class="font-semibold text-ink tabular-nums text-base">${escapeHtml(formatRwf(product.price, language))}</span>`;
  const was =
    percent === null
      ? ""
      : `<s class="text-sm text-muted tabular-nums"><span class="sr-only">${escapeHtml(`${texts.wasPrice} `)}</span>${escapeHtml(formatRwf(product.original_price, language))}</s><span class="rounded-full bg-ember-soft px-2 py-0.5 text-xs font-semibold text-ember">-${percent}%<span class="sr-only">${escapeHtml(` ${texts.percentOff}`)}</span></span>`;
  return `<span class="inline-flex flex-wrap items-baseline gap-x-2 gap-y-0.5">${main}${was}</span>`;
}

/**
 * One grid card with the markup and classes of the app's ProductCard, so the same CSS draws it. The name
 * is a link to the product's details (`/market?product=`), and its hit area covers the card as the app's
 * button does: a tap before the JavaScript has arrived opens the product once it has. The heart and the
 * add button are drawn but are not controls (they would do nothing without the app); a tap on them
 * lands on the card's link.
 */
export function cardHtml(product: CardProduct, context: CardContext): string {
  const { texts, language } = context;
  const name = escapeHtml(product.name);
  const tier = stockTier(product.stock);
  const featured = product.is_featured
    ? `<span class="${BADGE} bg-ochre-soft text-ochre-dark absolute top-2 left-2">${escapeHtml(texts.featured)}</span>`
    : "";
  const heart = `<span aria-hidden="true" class="flex size-11 items-center justify-center rounded-full bg-surface/95 text-ink shadow-card absolute top-2 right-2">${icon("heart", "size-5")}</span>`;
  const untranslated =
    product.translated === false
      ? `<span class="inline-flex items-center gap-1 text-xs text-muted italic">${icon("languages", "size-3.5")}${escapeHtml(messagesIn(language).content.notYetTranslated)}</span>`
      : "";
  const stock = `<span class="${BADGE} ${STOCK_TONES[tier]}">${escapeHtml(stockText(product.stock, language))}</span>`;
  const add = `<span aria-hidden="true" class="${BUTTON} min-h-11${tier === "out" ? " opacity-60" : ""}">${icon("shopping-cart", "size-4")}${escapeHtml(texts.addToCart)}</span>`;
  return (
    `<li class="min-w-0"><article class="group relative flex h-full overflow-hidden rounded-lg border border-line bg-surface shadow-card transition-shadow hover:shadow-dialog flex-col">` +
    `<div class="relative shrink-0 overflow-hidden w-full">${picture(product, context)}${featured}${heart}</div>` +
    `<div class="flex min-w-0 flex-1 flex-col gap-2 p-4">` +
    `<p class="truncate text-xs font-medium tracking-wide text-muted uppercase">${escapeHtml(product.category_name)}</p>` +
    `<h3 lang="${escapeHtml(product.language ?? language)}" class="font-sans text-base leading-snug font-semibold"><a href="/market?product=${Number(product.id)}" aria-label="${escapeHtml(texts.viewDetails(product.name))}" class="line-clamp-2 text-left after:absolute after:inset-0 after:content-[''] hover:text-clay">${name}</a></h3>` +
    untranslated +
    rating(product, context) +
    price(product, context) +
    `<div class="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">${stock}${add}</div>` +
    `</div></article></li>`
  );
}
