import { MAX_LINE_QUANTITY } from "./constants.ts";
import { marketMessages as messages } from "./messages/market.ts";

export type StockTier = "in_stock" | "low" | "out";

/** product §4: more than 10 'In Stock'; 1 to 10 '{n} left'; 0 'Out of Stock'. */
export function stockTier(stock: number): StockTier {
  if (stock > 10) return "in_stock";
  if (stock >= 1) return "low";
  return "out";
}

/** The tier's label, in the messages' language (English unless the web app passes its active ones). */
export function stockLabel(stock: number, m: Pick<typeof messages, "stock"> = messages): string {
  const tier = stockTier(stock);
  if (tier === "in_stock") return m.stock.inStock;
  if (tier === "low") return m.stock.left(stock);
  return m.stock.out;
}

/** The admin table's wording. */
export function adminStockLabel(stock: number, m: Pick<typeof messages, "stock"> = messages): string {
  return stock > 0 ? m.stock.adminInStock(stock) : m.stock.adminOut;
}

/** The quantity picker's top: the stock, at most MAX_LINE_QUANTITY, at least 1. */
export function maxQuantity(stock: number): number {
  return Math.max(1, Math.min(stock, MAX_LINE_QUANTITY));
}

/** Quantity picker bounds: 1..maxQuantity (at least 1 even when stock is 0, the button is disabled then). */
export function clampQuantity(quantity: number, stock: number): number {
  const max = maxQuantity(stock);
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(max, Math.max(1, Math.trunc(quantity)));
}
