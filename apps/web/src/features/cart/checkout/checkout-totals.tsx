import type { Cart } from "@heritage/domain/cart";
import type { CheckoutQuote } from "@heritage/domain/orders";
import { useState } from "react";
import { offerTexts as t } from "../../../components/orders/offer-texts.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { formatPrice } from "../../../lib/format.ts";
import { checkoutTexts } from "../cart-texts.ts";

/** The lines and the server's sums: subtotal, the code's discount, delivery, total. */
export function CheckoutTotals({
  cart,
  quote,
  needsDestination,
}: {
  cart: Cart;
  quote: CheckoutQuote | undefined;
  needsDestination: boolean;
}) {
  const row = "flex justify-between gap-3 px-3 py-2 text-sm";
  const fee = quote?.delivery_fee;
  return (
    <ul className="mt-2 divide-y divide-line rounded-lg border border-line" data-testid="checkout-totals">
      {cart.items.map((item) => (
        <li key={item.id} className={row}>
          <span className="min-w-0">
            {item.product.name} <span className="text-muted">× {item.quantity}</span>
          </span>
          <span className="shrink-0 tabular-nums">{formatPrice(item.subtotal)}</span>
        </li>
      ))}
      <li className={row}>
        <span>{t.subtotal}</span>
        <span className="tabular-nums">{formatPrice(quote?.subtotal ?? cart.total_price)}</span>
      </li>
      {quote?.promo && Number(quote.discount) > 0 && (
        <li className={`${row} text-leaf`}>
          <span>{t.discount(quote.promo.code)}</span>
          <span className="tabular-nums">−{formatPrice(quote.discount)}</span>
        </li>
      )}
      {(needsDestination || fee) && (
        <li className={row}>
          <span className="min-w-0">
            {t.delivery}
            {quote?.zone && (
              <span className="block text-xs text-muted">
                {t.zoneDays(quote.zone.name, quote.zone.days_min, quote.zone.days_max)}
              </span>
            )}
          </span>
          <span className="shrink-0 tabular-nums">
            {fee === null || fee === undefined ? (
              <span className="text-muted">{t.chooseForFee}</span>
            ) : Number(fee) === 0 ? (
              <span className="font-medium text-leaf">{t.free}</span>
            ) : (
              formatPrice(fee)
            )}
          </span>
        </li>
      )}
      <li className="flex justify-between gap-3 px-3 py-2 font-semibold">
        <span>{checkoutTexts.total}</span>
        <span className="tabular-nums" data-testid="checkout-total">
          {formatPrice(quote?.total ?? cart.total_price)}
        </span>
      </li>
    </ul>
  );
}

/** A code typed and applied on demand; the server says whether it holds (and why not). */
export function PromoField({
  applied,
  error,
  onApply,
  onRemove,
  disabled,
}: {
  applied: string | null;
  error?: string;
  onApply: (code: string) => void;
  onRemove: () => void;
  disabled?: boolean;
}) {
  const [typed, setTyped] = useState("");
  if (applied)
    return (
      <p className="mt-3 flex items-center justify-between gap-3 text-sm" role="status">
        <span className="font-medium text-leaf">{t.applied(applied)}</span>
        <Button type="button" variant="ghost" size="sm" onClick={onRemove} disabled={disabled}>
          {t.remove}
        </Button>
      </p>
    );
  return (
    <div className="mt-3 flex items-start gap-2">
      <div className="min-w-0 flex-1">
        <Input
          label={t.promo}
          value={typed}
          autoComplete="off"
          autoCapitalize="characters"
          error={error}
          disabled={disabled}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            // Enter applies the code instead of submitting the whole checkout.
            if (event.key === "Enter") {
              event.preventDefault();
              if (typed.trim()) onApply(typed.trim());
            }
          }}
        />
      </div>
      <Button
        type="button"
        variant="secondary"
        className="mt-7"
        disabled={disabled || typed.trim() === ""}
        onClick={() => onApply(typed.trim())}
      >
        {t.apply}
      </Button>
    </div>
  );
}
