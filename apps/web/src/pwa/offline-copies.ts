import type { Cart } from "@heritage/domain/cart";
import type { Product } from "@heritage/domain/catalog";

/**
 * What the offline page shows (decision 197), kept by the app itself, never by the service worker's
 * caches: the service worker caches no answer with personal data, so the cart's last answer is copied
 * here, into the storage that holds the session (localStorage with remember-me, else sessionStorage,
 * which the browser empties with the tab), marked with its owner and removed at sign-out. Recently viewed
 * products are public catalogue data and stay in localStorage.
 */
export const CART_COPY_KEY = "offlineCart";
export const RECENTLY_VIEWED_KEY = "recentlyViewed";
export const RECENTLY_VIEWED_LIMIT = 8;

export type SavedCartLine = {
  id: number;
  name: string;
  thumbnail: string | null;
  quantity: number;
  subtotal: string;
};
export type SavedCart = { owner: string; lines: SavedCartLine[]; totalItems: number; totalPrice: string };
export type ViewedProduct = { id: number; name: string; price: string; thumbnail: string | null };

function primaryThumbnail(product: Pick<Product, "images">): string | null {
  const image = product.images.find((picture) => picture.is_primary) ?? product.images[0];
  return image?.thumbnail ?? null;
}

function readJson(storage: Storage, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
}

function writeJson(storage: Storage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or disabled storage costs the offline copy, never the page.
  }
}

/** Keeps only what the offline page shows of the cart (no addresses, no prices beyond the lines'). */
export function saveCartCopy(cart: Cart, owner: string, storage: Storage): void {
  const copy: SavedCart = {
    owner,
    lines: cart.items.map((line) => ({
      id: line.product.id,
      name: line.product.name,
      thumbnail: primaryThumbnail(line.product),
      quantity: line.quantity,
      subtotal: line.subtotal,
    })),
    totalItems: cart.total_items,
    totalPrice: cart.total_price,
  };
  writeJson(storage, CART_COPY_KEY, copy);
}

/** The copy of `owner`'s cart, from whichever storage holds it; another person's copy is never shown. */
export function savedCart(owner: string | null, storages: Storage[]): SavedCart | null {
  if (owner === null) return null;
  for (const storage of storages) {
    const copy = readJson(storage, CART_COPY_KEY) as SavedCart | null;
    if (copy && copy.owner === owner && Array.isArray(copy.lines)) return copy;
  }
  return null;
}

export function forgetCartCopies(storages: Storage[]): void {
  for (const storage of storages) storage.removeItem(CART_COPY_KEY);
}

/** Most recent first, each product once, at most RECENTLY_VIEWED_LIMIT. */
export function rememberViewedProduct(product: Product, storage: Storage): void {
  const entry: ViewedProduct = {
    id: product.id,
    name: product.name,
    price: product.price,
    thumbnail: primaryThumbnail(product),
  };
  const others = recentlyViewed(storage).filter((viewed) => viewed.id !== product.id);
  writeJson(storage, RECENTLY_VIEWED_KEY, [entry, ...others].slice(0, RECENTLY_VIEWED_LIMIT));
}

export function recentlyViewed(storage: Storage): ViewedProduct[] {
  const list = readJson(storage, RECENTLY_VIEWED_KEY);
  return Array.isArray(list)
    ? list.filter(
        (item): item is ViewedProduct => typeof item?.id === "number" && typeof item?.name === "string",
      )
    : [];
}
