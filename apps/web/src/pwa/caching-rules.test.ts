import { describe, expect, it } from "vitest";
import { type CachePolicy, cachePolicyFor, factsOf } from "./caching-rules.ts";

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
