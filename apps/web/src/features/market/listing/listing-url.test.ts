import { describe, expect, it } from "vitest";
import { initialListingState } from "./listing-state.ts";
import { listingPageHref, readListingState, writeListingState } from "./listing-url.ts";

describe("the listing's state in the URL", () => {
  it("reads back what it wrote, leaving defaults out", () => {
    const params = new URLSearchParams("q=agaseke");
    const state = {
      ...initialListingState,
      filter: "sale",
      ordering: "-price",
      minPrice: 20_000,
      view: "list",
      page: 3,
      category: "baskets",
    } as const;
    writeListingState(params, state);
    expect(params.toString()).toBe(
      "q=agaseke&filter=sale&sort=-price&min=20000&view=list&page=3&category=baskets",
    );
    expect(readListingState(params)).toEqual(state);
    writeListingState(params, initialListingState);
    expect(params.toString()).toBe("q=agaseke");
  });

  it("falls back to the defaults for anything it cannot read", () => {
    const state = readListingState(new URLSearchParams("filter=cheap&sort=name&min=abc&view=table&page=-2"));
    expect(state).toEqual({ ...initialListingState, minPrice: 0 });
    expect(readListingState(new URLSearchParams("min=123456")).minPrice).toBe(100_000);
  });

  it("names another page's address with every other choice kept, page 1 as no page at all", () => {
    expect(listingPageHref("/market", "?q=agaseke&sort=-price&page=2", 3)).toBe(
      "/market?q=agaseke&sort=-price&page=3",
    );
    expect(listingPageHref("/market", "?page=2", 1)).toBe("/market");
  });
});
