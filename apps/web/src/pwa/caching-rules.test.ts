import { describe, expect, it } from "vitest";
import {
  type CachePolicy,
  cachePolicyFor,
  factsOf,
  pageForAnotherAddress,
  pageMayBeKept,
} from "./caching-rules.ts";

const ORIGIN = "https://heritage.example";

function policy(path: string, init: RequestInit & { navigate?: boolean } = {}): CachePolicy {
  const request = new Request(`${ORIGIN}${path}`, init);
  const facts = factsOf(request, ORIGIN);
  // A Request built here cannot have mode "navigate"; the browser's navigations do.
  return cachePolicyFor(init.navigate ? { ...facts, mode: "navigate" } : facts);
}

const bearer = { headers: { Authorization: "Bearer a.b.c" } };

describe("the service worker's caching rules (decision 197)", () => {
  it("never caches an answer to a request that carries an Authorization header, whatever its path", () => {
    for (const path of [
      "/api/market/products/",
      "/api/market/products/12/",
      "/api/market/categories/",
      "/api/market/cart/my_cart/",
      "/api/users/me/",
      "/api/content/courses/",
      "/assets/index-abc.js",
      "/media/products/a.webp",
    ]) {
      expect(policy(path, bearer), path).toBe("network");
      expect(policy(path, { headers: { authorization: "Bearer x" } }), path).toBe("network");
    }
  });

  it("never caches the personal and staff areas of the API, even asked without a token", () => {
    for (const path of [
      "/api/login/",
      "/api/login/refresh/",
      "/api/logout/",
      "/api/register/",
      "/api/password-reset/",
      "/api/users/me/",
      "/api/market/cart/my_cart/",
      "/api/market/cart/add_item/",
      "/api/market/orders/",
      "/api/market/orders/7/",
      "/api/market/wishlist/",
      "/api/market/checkout/quote/",
      "/api/admin/stats/",
      "/api/admin/carts/",
      "/api/ADMIN/carts/",
      "/api/creator/me/",
      "/api/learning/vocabulary/reviews/",
      "/api/payments/providers/",
    ]) {
      expect(policy(path), path).toBe("network");
    }
  });

  it("keeps only anonymous reads of the public catalogue, network first, and no search", () => {
    expect(policy("/api/market/products/?page=1")).toBe("catalogue");
    expect(policy("/api/market/products/12/")).toBe("catalogue");
    expect(policy("/api/market/categories/")).toBe("catalogue");
    expect(policy("/api/market/products/?search=agaseke")).toBe("network");
    expect(policy("/api/market/suggestions/?search=ag")).toBe("network");
    expect(policy("/api/market/products/", { method: "POST", body: "{}" })).toBe("network");
    expect(policy("/api/config/")).toBe("network");
    expect(policy("/api/repository/items")).toBe("network");
  });

  it("serves hashed assets and public pictures from its caches, and leaves other sites alone", () => {
    expect(policy("/assets/index-abc.js")).toBe("asset");
    expect(policy("/media/products/a-w320.webp")).toBe("picture");
    const elsewhere = factsOf(new Request("https://cdn.example/assets/x.js"), ORIGIN);
    expect(cachePolicyFor(elsewhere)).toBe("network");
  });

  it("answers the app's pages from the network first, the admin portal's included", () => {
    expect(policy("/market", { navigate: true })).toBe("page");
    expect(policy("/market?search=basket", { navigate: true })).toBe("page");
    expect(policy("/admin/dashboard", { navigate: true })).toBe("page");
    expect(policy("/api/docs", { navigate: true })).toBe("network");
    expect(policy("/media/a.pdf", { navigate: true })).toBe("network");
  });
});

describe("the pages kept for a reload offline (decision 252)", () => {
  const drawn =
    '<!doctype html><html lang="fr"><head></head><body><div id="root"><main>Marché</main></div>' +
    '<script type="application/json" id="ssr-state">{"language":"fr","queries":{"queries":[]}}</script></body></html>';
  const shell = '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>';
  const html = "text/html; charset=utf-8";
  const kept = (path: string, body = drawn, status = 200, type: string | null = html) =>
    pageMayBeKept(new URL(`${ORIGIN}${path}`), status, type, body);

  it("keeps a public page the server drew for a visitor, its query included", () => {
    expect(kept("/market")).toBe(true);
    expect(kept("/market?product=12&lang=fr")).toBe(true);
    expect(kept("/elearning/courses/3")).toBe(true);
    expect(kept("/resources/items/7")).toBe(true);
  });

  it("never keeps the shell the server sends for a page it does not draw", () => {
    expect(kept("/market", shell)).toBe(false);
    expect(kept("/about", shell)).toBe(false);
  });

  it("never keeps a personal or staff page, whatever the server answered", () => {
    for (const path of [
      "/market/cart",
      "/orders",
      "/profile",
      "/profile/settings",
      "/wishlist",
      "/my-content/4",
      "/selling/products",
      "/creators/apply",
      "/admin/orders/DHP-1",
      "/dhp/admin/login",
      "/reset-password?token=abc",
      "/elearning/vocabulary",
    ]) {
      expect(kept(path), path).toBe(false);
    }
  });

  it("keeps only a complete HTML page", () => {
    expect(kept("/market", drawn, 404)).toBe(false);
    expect(kept("/market", drawn, 500)).toBe(false);
    expect(kept("/market", drawn, 200, "application/json")).toBe(false);
    expect(kept("/market", drawn, 200, null)).toBe(false);
    expect(kept("/api/market/products/", drawn)).toBe(false);
  });

  it("shows a kept page at another query without its drawing, its answers kept", () => {
    const other = pageForAnotherAddress(drawn);
    expect(other).toContain('<div id="root"></div><script type="application/json" id="ssr-state">');
    expect(other).not.toContain("Marché");
    expect(other).toContain('"language":"fr"');
    expect(pageMayBeKept(new URL(`${ORIGIN}/market`), 200, html, other)).toBe(true);
  });
});
