import { cn } from "../../lib/cn.ts";
import { discountPercent, formatPrice } from "../../lib/format.ts";
import { sharedTexts } from "../shared-texts.ts";

/** RWF price; when the original is higher it is struck through and the discount percent shown (product §9). */
export function Price({
  price,
  originalPrice,
  size = "md",
  className,
}: {
  price: string | number;
  originalPrice?: string | number | null;
  size?: "sm" | "md" | "lg";
  className?: string;
}) {
  const percent = discountPercent(price, originalPrice);
  const main = { sm: "text-sm", md: "text-base", lg: "text-2xl" }[size];
  return (
    <span className={cn("inline-flex flex-wrap items-baseline gap-x-2 gap-y-0.5", className)}>
      <span className={cn("font-semibold text-ink tabular-nums", main)}>{formatPrice(price)}</span>
      {percent !== null && (
        <>
          <s className="text-sm text-muted tabular-nums">
            <span className="sr-only">{`${sharedTexts.ui.wasPrice} `}</span>
            {formatPrice(originalPrice)}
          </s>
          <span className="rounded-full bg-ember-soft px-2 py-0.5 text-xs font-semibold text-ember">
            -{percent}%<span className="sr-only">{` ${sharedTexts.ui.percentOff}`}</span>
          </span>
        </>
      )}
    </span>
  );
}
