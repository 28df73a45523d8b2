import {
  canonicalQuery,
  FEATURED_PRODUCTS_QUERY,
  FIRST_LISTING_QUERY,
  FIRST_PAGE_ELEMENT_ID,
} from "@heritage/domain/first-page";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { initialListingState, listingParams } from "../features/market/listing/listing-state.ts";

/** Decision 182: the market's first product pages, written into the HTML by the server. */

const featured = { count: 1, next: null, previous: null, results: [{ id: 7, name: "Agaseke" }] };

function writeIntoPage(language: string, pages: Record<string, unknown>) {
  const element = document.createElement("script");
  element.type = "application/json";
  element.id = FIRST_PAGE_ELEMENT_ID;
  element.textContent = JSON.stringify({ language, pages });
  document.head.append(element);
}

/** A fresh module each time: it reads the element once per page load. */
async function freshModule() {
  vi.resetModules();
  const i18n = await import("./i18n/localized.ts");
  return { ...(await import("./first-page-data.ts")), i18n };
}

beforeEach(() => writeIntoPage("en", { [canonicalQuery(FEATURED_PRODUCTS_QUERY)]: featured }));
afterEach(() => {
  document.getElementById(FIRST_PAGE_ELEMENT_ID)?.remove();
  localStorage.clear();
  sessionStorage.clear();
});

describe("takeFirstPage", () => {
  it("gives the written answer once, whatever the order of the query's keys, then leaves it to the API", async () => {
    const { takeFirstPage } = await freshModule();
    const reordered = { page_size: 5, page: 1, ordering: "featured", is_featured: true, search: undefined };
    expect(takeFirstPage(reordered)).toEqual(featured);
    expect(takeFirstPage(FEATURED_PRODUCTS_QUERY)).toBeUndefined();
    expect(document.getElementById(FIRST_PAGE_ELEMENT_ID)).toBeNull();
  });

  it("gives nothing for another query", async () => {
    const { takeFirstPage } = await freshModule();
    expect(takeFirstPage({ ...FEATURED_PRODUCTS_QUERY, page: 2 })).toBeUndefined();
  });

  it("gives nothing when the page is read in another language than the answers", async () => {
    const { takeFirstPage, i18n } = await freshModule();
    i18n.activate("rw");
    expect(takeFirstPage(FEATURED_PRODUCTS_QUERY)).toBeUndefined();
    i18n.activate("en");
  });

  it("gives nothing to an administrator, who is sent every language's texts", async () => {
    localStorage.setItem("authToken", "a1");
    localStorage.setItem("userInfo", JSON.stringify({ username: "admin", type: "admin" }));
    const { takeFirstPage } = await freshModule();
    expect(takeFirstPage(FEATURED_PRODUCTS_QUERY)).toBeUndefined();
  });

  it("asks for what the market's listing first asks for", () => {
    // getProducts leaves out the default filter "all"; the rest must be the server's query exactly.
    const { filter, ...asked } = listingParams(initialListingState);
    expect(filter).toBe("all");
    expect(canonicalQuery(asked)).toBe(canonicalQuery(FIRST_LISTING_QUERY));
  });
});
