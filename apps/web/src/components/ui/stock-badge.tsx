import { stockInfo } from "../../lib/format.ts";
import { Badge } from "./badge.tsx";

/** product §4 stock tiers: 'In Stock', '{n} left', 'Out of Stock'. */
export function StockBadge({ stock, className }: { stock: number; className?: string }) {
  const { tier, label } = stockInfo(stock);
  const tone = tier === "in_stock" ? "leaf" : tier === "low" ? "ochre" : "ember";
  return (
    <Badge tone={tone} className={className}>
      {label}
    </Badge>
  );
}
