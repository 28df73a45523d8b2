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
 * (`fixed inset-0`), so nothing the app draws beneath it moves, and the app removes it in the commit that
 * first draws its market page (market-page.tsx): a screen never holds both, and nothing shifts at the swap.
 * Its heading is `aria-hidden` and the section is named by `aria-label`: the page's one "Recommended Items"
 * heading is the app's. `data-lang` names their language: a rule of index.css hides them at once when the
 * app starts in another. Null when the page has no products to show.
 */
export function firstCardsHtml(listing: unknown, language: Language): string | null {
  const results = (listing as { results?: CardProduct[] } | null)?.results ?? [];
  if (results.length === 0) return null;
  const texts = firstCardsTextsIn(language);
  const recommended = escapeHtml(texts.recommended);
  const cards = results
    .slice(0, FIRST_CARDS)
    .map((product, index) => cardHtml(product, { language, texts, first: index === 0 }))
    .join("");
  return (
    `<div id="${FIRST_CARDS_ELEMENT_ID}" data-lang="${language}" class="fixed inset-0 z-[70] overflow-y-auto bg-paper">` +
    `<section aria-label="${recommended}" class="container-page py-8">` +
    `<h2 aria-hidden="true" class="text-2xl font-semibold md:text-3xl">${recommended}</h2>` +
    `<p class="mt-1 mb-5 text-muted">${escapeHtml(texts.recommendedNote)}</p>` +
    `<ul class="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">${cards}</ul></section></div>`
  );
}
