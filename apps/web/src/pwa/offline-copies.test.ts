import type { Cart } from "@heritage/domain/cart";
import type { Product } from "@heritage/domain/catalog";
import { beforeEach, describe, expect, it } from "vitest";
import {
  CART_COPY_KEY,
  forgetCartCopies,
  RECENTLY_VIEWED_LIMIT,
  recentlyViewed,
  rememberViewedProduct,
  saveCartCopy,
  savedCart,
} from "./offline-copies.ts";

function product(id: number, name = `Agaseke ${id}`): Product {
  return {
    id,
    name,
    price: "15000",
    images: [
      {
        id: 1,
        image: "/media/a.webp",
        thumbnail: "/media/a-thumb.webp",
        is_primary: false,
        width: null,
        height: null,
        srcset: null,
      },
      {
        id: 2,
        image: "/media/b.webp",
        thumbnail: "/media/b-thumb.webp",
        is_primary: true,
        width: null,
        height: null,
        srcset: null,
      },
    ],
  } as Product;
}

const cart = {
  id: 4,
  items: [{ id: 9, product: product(1), quantity: 2, subtotal: "30000" }],
  total_items: 2,
  total_price: "30000",
} as Cart;

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe("the cart copy for the offline page (decision 197)", () => {
  it("keeps the lines' names, quantities and sums for its owner only", () => {
    saveCartCopy(cart, "amina", window.sessionStorage);
    const storages = [window.localStorage, window.sessionStorage];
    expect(savedCart("amina", storages)).toEqual({
      owner: "amina",
      lines: [{ id: 1, name: "Agaseke 1", thumbnail: "/media/b-thumb.webp", quantity: 2, subtotal: "30000" }],
      totalItems: 2,
      totalPrice: "30000",
    });
    expect(savedCart("jean", storages)).toBeNull();
    expect(savedCart(null, storages)).toBeNull();
    // Only what the page shows: no description, stock or other product fields.
    expect(window.sessionStorage.getItem(CART_COPY_KEY)).not.toContain("15000");
  });

  it("is removed from both storages at sign-out", () => {
    saveCartCopy(cart, "amina", window.localStorage);
    saveCartCopy(cart, "amina", window.sessionStorage);
    forgetCartCopies([window.localStorage, window.sessionStorage]);
    expect(window.localStorage.getItem(CART_COPY_KEY)).toBeNull();
    expect(window.sessionStorage.getItem(CART_COPY_KEY)).toBeNull();
  });

  it("ignores a damaged copy rather than failing the page", () => {
    window.localStorage.setItem(CART_COPY_KEY, "{not json");
    expect(savedCart("amina", [window.localStorage])).toBeNull();
  });
});

describe("recently viewed products", () => {
  it("lists the last viewed first, each once, at most the limit", () => {
    for (let id = 1; id <= RECENTLY_VIEWED_LIMIT + 2; id++)
      rememberViewedProduct(product(id), window.localStorage);
    rememberViewedProduct(product(5), window.localStorage);
    const ids = recentlyViewed(window.localStorage).map((viewed) => viewed.id);
    expect(ids).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(ids.slice(0, 3)).toEqual([5, 10, 9]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(recentlyViewed(window.localStorage)[0]).toEqual({
      id: 5,
      name: "Agaseke 5",
      price: "15000",
      thumbnail: "/media/b-thumb.webp",
    });
  });
});
