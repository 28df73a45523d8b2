import { firstCardsTextsIn } from "@heritage/domain/first-cards-texts";
import { FIRST_CARDS_ELEMENT_ID } from "@heritage/domain/first-page";
import type { Language } from "@heritage/domain/languages";
import { type CardProduct, cardHtml, escapeHtml } from "./card-html.ts";

/** The first screen of cards: one row of four on a wide screen, two rows of two on a phone. */
export const FIRST_CARDS = 4;

/**
 * The market's first product cards as plain HTML (decision 183), for the moment between the HTML and the
 * app's JavaScript: on 400 kbps the entry alone takes seconds, the HTML and the CSS much less. The section
 * copies the app's "Recommended Items" (recommended-section.tsx, product-grid.tsx) over the whole window
 * (`fixed inset-0`), so nothing the app draws beneath it moves, and the app removes it once its own
 * cards are on screen (product-grid.tsx): the swap shifts nothing, and no placeholder shows in between.
 * `data-lang` names their language: the app removes them at once when it starts in another (main.tsx).
 * Null when the page has no products to show.
 */
export function firstCardsHtml(listing: unknown, language: Language): string | null {
  const results = (listing as { results?: CardProduct[] } | null)?.results ?? [];
  if (results.length === 0) return null;
  const texts = firstCardsTextsIn(language);
  const cards = results
    .slice(0, FIRST_CARDS)
    .map((product, index) => cardHtml(product, { language, texts, first: index === 0 }))
    .join("");
  return (
    `<div id="${FIRST_CARDS_ELEMENT_ID}" data-lang="${language}" class="fixed inset-0 z-[70] overflow-y-auto bg-paper">` +
    `<section aria-labelledby="${FIRST_CARDS_ELEMENT_ID}-heading" class="container-page py-8">` +
    `<h2 id="${FIRST_CARDS_ELEMENT_ID}-heading" class="text-2xl font-semibold md:text-3xl">${escapeHtml(texts.recommended)}</h2>` +
    `<p class="mt-1 mb-5 text-muted">${escapeHtml(texts.recommendedNote)}</p>` +
    `<ul class="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">${cards}</ul></section></div>`
  );
}
