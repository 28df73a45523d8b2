export type StockTier = "in_stock" | "low" | "out";

/** SPEC §4: more than 10 'In Stock'; 1 to 10 '{n} left'; 0 'Out of Stock'. */
export function stockTier(stock: number): StockTier {
  if (stock > 10) return "in_stock";
  if (stock >= 1) return "low";
  return "out";
}

export function stockLabel(stock: number): string {
  const tier = stockTier(stock);
  if (tier === "in_stock") return "In Stock";
  if (tier === "low") return `${stock} left`;
  return "Out of Stock";
}

/** The admin table's wording. */
export function adminStockLabel(stock: number): string {
  return stock > 0 ? `${stock} in stock` : "Out of stock";
}

/** Quantity picker bounds: 1..stock (at least 1 even when stock is 0, the button is disabled then). */
export function clampQuantity(quantity: number, stock: number): number {
  const max = Math.max(1, stock);
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(max, Math.max(1, Math.trunc(quantity)));
}
