import { messages } from "@heritage/domain/messages";
import { expect, type Page } from "@playwright/test";
import { footerTexts, newsletterTexts } from "../src/components/layout/footer-texts.ts";
import { notFoundTexts } from "../src/components/layout/not-found-texts.ts";
import { sharedTexts } from "../src/components/shared-texts.ts";
import { aboutTexts } from "../src/features/about/about-texts.ts";
import { ordersTexts, profileTexts } from "../src/features/account/account-texts.ts";
import { authTexts } from "../src/features/auth/auth-texts.ts";
import { cartTexts, checkoutTexts } from "../src/features/cart/cart-texts.ts";
import { landingTexts } from "../src/features/landing/landing-texts.ts";
import { quoteTexts } from "../src/features/market/home/quote-texts.ts";
import { marketTexts } from "../src/features/market/market-texts.ts";
import { T as resourcesTexts } from "../src/features/resources/resources-texts.ts";
import { expectNoSeriousAxeViolations } from "./support.ts";

/** Helpers of the Kinyarwanda and French journeys. */
export type Lang = "rw" | "fr";

function sentences(tree: object): string[] {
  return Object.values(tree).flatMap((value) =>
    typeof value === "string" ? [value] : value && typeof value === "object" ? sentences(value) : [],
  );
}

/**
 * The sentences of English catalogs (three words or more: single words such as "Total" or names such as
 * "Mobile money" may read the same in French), without the brand and heritage terms.
 */
export function englishSentences(catalogs: object): string[] {
  return [...new Set(sentences(catalogs))]
    .filter((text) => text.split(/\s+/).length >= 3)
    .filter((text) => !/Digital Heritage Platform|^“/.test(text));
}

/** The shell's, the shop's and the public pages' English sentences, checked on every page. */
const ENGLISH = englishSentences({
  messages,
  sharedTexts,
  footerTexts,
  newsletterTexts,
  quoteTexts,
  authTexts,
  cartTexts,
  checkoutTexts,
  marketTexts,
  landingTexts,
  aboutTexts,
  notFoundTexts,
  resourcesTexts,
  ordersTexts,
  profileTexts,
});

/** The page's visible text holds none of the English sentences (the common ones and `more`). */
export async function expectNoEnglish(page: Page, more: string[] = []) {
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what a person reads
  const visible = await page.locator("body").innerText();
  expect([...ENGLISH, ...more].filter((sentence) => visible.includes(sentence))).toEqual([]);
}

/** html lang, no serious axe violation, nothing wider than the 375 px screen. */
export async function expectPageFits(page: Page, lang: Lang) {
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await expectNoSeriousAxeViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A price as each language writes it, always RWF without decimals. */
export function priceIn(lang: Lang, value: string | number): string {
  const n = Math.round(Number(value));
  if (lang === "fr") return `${new Intl.NumberFormat("fr-FR").format(n)} RWF`;
  return `RWF ${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ".")}`;
}

export async function checkPage(page: Page, lang: Lang, moreEnglish: string[] = []) {
  await expectNoEnglish(page, moreEnglish);
  await expectPageFits(page, lang);
}
