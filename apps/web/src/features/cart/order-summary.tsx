import type { Cart } from "@heritage/domain/cart";
import { CreditCard, Smartphone } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { formatPrice } from "../../lib/format.ts";
import { cartTexts as t } from "./cart-texts.ts";
import { usePaymentProviders } from "./checkout/order-payment.ts";
import { paymentTexts } from "./checkout/payment-texts.ts";

/** product §2: items count and total, shipping 'Free', total, 'Proceed to Checkout', and the disabled options. */
export function OrderSummary({ cart, onCheckout }: { cart: Cart; onCheckout: () => void }) {
  // Mobile Money is paid at checkout once the shop offers a network (issue 18).
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
            <dd className="font-medium text-leaf">{t.free}</dd>
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
      <section
        aria-labelledby="other-payments-heading"
        aria-disabled="true"
        className="rounded-lg border border-dashed border-line-strong bg-sand/60 p-5 text-ink-soft"
      >
        <h2 id="other-payments-heading" className="font-sans text-base font-semibold">
          {t.otherPayments}
        </h2>
        <ul className="mt-3 space-y-2 text-sm">
          <li className="flex items-center gap-2">
            <CreditCard aria-hidden="true" className="size-4" /> {t.card}
            <span className="ml-auto text-xs font-medium">{t.comingSoon}</span>
          </li>
          <li className="flex items-center gap-2">
            <Smartphone aria-hidden="true" className="size-4" /> {t.mobileMoney}
            <span className="ml-auto text-xs font-medium">
              {mobileMoney ? paymentTexts.choose.atCheckout : t.comingSoon}
            </span>
          </li>
        </ul>
      </section>
    </aside>
  );
}
