import { canonicalQuery, FIRST_PAGE_ELEMENT_ID, type FirstPageData } from "@heritage/domain/first-page";
import { activeLanguage } from "./i18n/localized.ts";
import { getUserInfo } from "./session.ts";

let pages: Record<string, unknown> | null = null;

/** The answers the server wrote into the page (decision 182), read once and then removed from the DOM. */
function firstPages(): Record<string, unknown> {
  if (pages !== null) return pages;
  pages = {};
  const element = typeof document === "undefined" ? null : document.getElementById(FIRST_PAGE_ELEMENT_ID);
  if (!element) return pages;
  element.remove();
  try {
    const data = JSON.parse(element.textContent ?? "") as FirstPageData;
    // In another language than the one chosen here, or public answers for an administrator (who is
    // sent every language's texts): ask the API as usual.
    if (data.language === activeLanguage() && getUserInfo()?.type !== "admin") pages = data.pages;
  } catch {
    // A page without usable answers asks the API, as any other page does.
  }
  return pages;
}

/**
 * The server's answer for this query, once: later reads (a refetch, another visit) go to the API so they
 * are as fresh as any other.
 */
export function takeFirstPage<T>(query: Record<string, unknown>): T | undefined {
  const all = firstPages();
  const key = canonicalQuery(query);
  const answer = all[key] as T | undefined;
  delete all[key];
  return answer;
}
