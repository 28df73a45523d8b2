import type { Cart } from "@heritage/domain/cart";
import { Smartphone } from "lucide-react";
import { offerTexts } from "../../components/orders/offer-texts.ts";
import { paymentTexts } from "../../components/orders/payment-texts.ts";
import { Button } from "../../components/ui/button.tsx";
import { formatPrice } from "../../lib/format.ts";
import { cartTexts as t } from "./cart-texts.ts";
import { usePaymentProviders } from "./checkout/order-payment.ts";

/**
 * product §2: items count and total, delivery, 'Proceed to Checkout'. Delivery is
 * computed at checkout from the district (never 'Free' on every order), and only the ways to pay
 * checkout really offers are listed.
 */
export function OrderSummary({ cart, onCheckout }: { cart: Cart; onCheckout: () => void }) {
  // Mobile Money is paid at checkout once the shop offers a network.
  const mobileMoney = (usePaymentProviders().data?.providers.length ?? 0) > 0;
  return (
    <aside aria-labelledby="summary-heading" className="flex flex-col gap-4 lg:sticky lg:top-24">
      <section className="rounded-lg border border-line bg-surface p-5 shadow-card">
        <h2 id="summary-heading" className="text-xl font-semibold">
          {t.orderSummary}
        </h2>
        <dl className="mt-4 space-y-2 text-sm">
          <div className="flex justify-between gap-2">
            <dt>{t.items(cart.total_items)}</dt>
            <dd className="tabular-nums">{formatPrice(cart.total_price)}</dd>
          </div>
          <div className="flex justify-between gap-2">
            <dt>{t.shipping}</dt>
            <dd className="text-muted">{offerTexts.calculatedAtCheckout}</dd>
          </div>
          <div className="flex justify-between gap-2 border-t border-line pt-3 text-base font-semibold">
            <dt>{t.total}</dt>
            <dd className="tabular-nums" data-testid="cart-total">
              {formatPrice(cart.total_price)}
            </dd>
          </div>
        </dl>
        <Button size="lg" className="mt-5 w-full" onClick={onCheckout} disabled={cart.items.length === 0}>
          {t.proceedToCheckout}
        </Button>
      </section>
      {mobileMoney && (
        <section
          aria-labelledby="other-payments-heading"
          className="rounded-lg border border-line bg-surface p-5 text-ink-soft"
        >
          <h2 id="other-payments-heading" className="font-sans text-base font-semibold">
            {t.otherPayments}
          </h2>
          <p className="mt-3 flex items-center gap-2 text-sm">
            <Smartphone aria-hidden="true" className="size-4" /> {t.mobileMoney}
            <span className="ml-auto text-xs font-medium">{paymentTexts.choose.atCheckout}</span>
          </p>
        </section>
      )}
    </aside>
  );
}
