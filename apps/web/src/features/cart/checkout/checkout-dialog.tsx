import type { Cart } from "@heritage/domain/cart";
import { type CheckoutFormInput, checkoutFormSchema, type OrderLineProblem } from "@heritage/domain/orders";
import { type PaymentProviderName, paymentChoiceSchema } from "@heritage/domain/payments";
import { zodResolver } from "@hookform/resolvers/zod";
import { CreditCard, MessageCircle, Smartphone } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogContent } from "../../../components/ui/dialog.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { cn } from "../../../lib/cn.ts";
import { formatPrice } from "../../../lib/format.ts";
import { messages } from "../../../lib/i18n/messages.ts";
import { checkoutTexts as t } from "../cart-texts.ts";
import { ExistingOrder } from "./existing-order.tsx";
import { MobileMoneyFields } from "./mobile-money-fields.tsx";
import { usePaymentProviders } from "./order-payment.ts";
import { PaymentProgress } from "./payment-progress.tsx";
import { paymentTexts as p } from "./payment-texts.ts";
import { useWhatsappCheckout } from "./use-whatsapp-checkout.ts";

/** 'Complete Your Payment' (product §2, §4): the order, the payment methods and the WhatsApp hand-off. */
export function CheckoutDialog({
  cart,
  open,
  onOpenChange,
  onRefused,
}: {
  cart: Cart;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A refused order's lines (409), for the cart page to show. */
  onRefused: (lines: OrderLineProblem[]) => void;
}) {
  const checkout = useWhatsappCheckout(cart, {
    onDone: () => onOpenChange(false),
    onRefused: (lines) => {
      onOpenChange(false);
      onRefused(lines);
    },
  });
  const processing = checkout.phase === "processing";
  const form = useForm<CheckoutFormInput, unknown, z.output<typeof checkoutFormSchema>>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: { contact_phone: "", delivery_address: "" },
    reValidateMode: "onSubmit",
  });
  const fieldError = (name: keyof CheckoutFormInput) =>
    form.formState.errors[name]?.message ?? checkout.fieldErrors[name]?.join(" ");
  const contactField = (name: keyof CheckoutFormInput) =>
    form.register(name, { onChange: () => form.clearErrors(name) });
  const providers = usePaymentProviders().data?.providers ?? [];
  const [network, setNetwork] = useState<PaymentProviderName | null>(null);
  const [payerPhone, setPayerPhone] = useState("");
  const [payerError, setPayerError] = useState<string | undefined>();
  const mobileMoney = checkout.method === "mobile_money";
  const chooseMobileMoney = () => {
    checkout.setMethod("mobile_money");
    setNetwork((current) => current ?? providers[0]?.name ?? null);
    // The payer confirms their number: the contact phone is the usual one.
    setPayerPhone((current) => current || String(form.getValues("contact_phone") ?? ""));
  };
  const submit = (contact: z.output<typeof checkoutFormSchema>) => {
    if (!mobileMoney) return void checkout.pay(contact);
    const choice = paymentChoiceSchema.safeParse({ provider: network, phone: payerPhone });
    setPayerError(choice.error?.issues.find((issue) => issue.path[0] === "phone")?.message);
    if (choice.success) void checkout.pay(contact, { provider: choice.data.provider, phone: payerPhone });
  };
  const payerFieldError = payerError ?? checkout.fieldErrors.payment?.join(" ");
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // After a placed order whose window was blocked, closing finishes the checkout.
        if (!next)
          (checkout.phase === "blocked" || checkout.phase === "paying" ? checkout.finish : checkout.reset)();
        onOpenChange(next);
      }}
    >
      <DialogContent title={t.title} description={t.description} size="md">
        {checkout.phase === "paying" && checkout.paying ? (
          <PaymentProgress
            order={checkout.paying}
            onRetry={() => void checkout.retryPayment()}
            onOtherWay={checkout.payAnotherWay}
            onClose={() => {
              checkout.finish();
            }}
          />
        ) : (
          <form noValidate onSubmit={form.handleSubmit(submit)}>
            <section aria-labelledby="checkout-items">
              <h3 id="checkout-items" className="font-sans text-sm font-semibold text-muted">
                {t.orderItems}
              </h3>
              <ul className="mt-2 divide-y divide-line rounded-lg border border-line">
                {cart.items.map((item) => (
                  <li key={item.id} className="flex justify-between gap-3 px-3 py-2 text-sm">
                    <span className="min-w-0">
                      {item.product.name} <span className="text-muted">× {item.quantity}</span>
                    </span>
                    <span className="shrink-0 tabular-nums">{formatPrice(item.subtotal)}</span>
                  </li>
                ))}
                <li className="flex justify-between gap-3 px-3 py-2 font-semibold">
                  <span>{t.total}</span>
                  <span className="tabular-nums">{formatPrice(cart.total_price)}</span>
                </li>
              </ul>
            </section>
            <fieldset
              className="mt-5 flex flex-col gap-4"
              disabled={processing || checkout.phase === "blocked"}
            >
              <legend className="mb-2 font-sans text-sm font-semibold text-muted">{t.delivery}</legend>
              <Input
                label={t.phone}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder="07XXXXXXXX"
                hint={t.phoneHint}
                error={fieldError("contact_phone")}
                {...contactField("contact_phone")}
              />
              <Input
                label={t.address}
                autoComplete="street-address"
                hint={t.addressHint}
                error={fieldError("delivery_address")}
                {...contactField("delivery_address")}
              />
            </fieldset>
            <fieldset className="mt-5" disabled={processing}>
              <legend className="font-sans text-sm font-semibold text-muted">{t.paymentMethod}</legend>
              <div className="mt-2 flex flex-col gap-2">
                <MethodOption
                  icon={MessageCircle}
                  label={t.whatsapp}
                  note={t.whatsappNote}
                  checked={checkout.method === "whatsapp"}
                  onSelect={() => checkout.setMethod("whatsapp")}
                />
                <MethodOption icon={CreditCard} label={t.card} note={t.comingSoon} disabled />
                <MethodOption
                  icon={Smartphone}
                  label={t.mobileMoney}
                  note={providers.length > 0 ? p.choose.note : t.comingSoon}
                  disabled={providers.length === 0}
                  checked={mobileMoney}
                  onSelect={chooseMobileMoney}
                />
              </div>
              {mobileMoney && providers.length > 0 && (
                <MobileMoneyFields
                  offered={providers.map((provider) => provider.name)}
                  network={network}
                  onNetwork={setNetwork}
                  phone={payerPhone}
                  onPhone={(value) => {
                    setPayerPhone(value);
                    setPayerError(undefined);
                  }}
                  phoneError={payerFieldError}
                  simulated={providers.some((provider) => provider.simulated)}
                />
              )}
            </fieldset>
            {checkout.configFailed && (
              <p role="alert" className="mt-3 text-sm text-ember">
                {t.configFailed}
              </p>
            )}
            {checkout.error && (
              <p role="alert" className="mt-3 text-sm text-ember">
                {checkout.error}
              </p>
            )}
            {checkout.existing && (
              <ExistingOrder
                order={checkout.existing}
                detail={messages.orders.alreadyPending(checkout.existing.number)}
                onContinue={checkout.continueExisting}
                onReplace={() => void checkout.replaceExisting()}
                replacing={checkout.replacing || processing}
              />
            )}
            {checkout.phase === "blocked" && checkout.url && (
              <p role="alert" className="mt-3 text-sm">
                {t.popupBlocked}{" "}
                <a
                  href={checkout.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold text-clay underline"
                >
                  {t.openWhatsapp}
                </a>
              </p>
            )}
            <Button
              type="submit"
              size="lg"
              className="mt-5 w-full"
              disabled={!checkout.ready || checkout.phase === "blocked" || checkout.existing !== null}
              loading={processing}
              loadingText={t.processing}
            >
              {checkout.method === "whatsapp"
                ? t.payWhatsapp
                : mobileMoney
                  ? p.choose.pay(formatPrice(cart.total_price))
                  : t.selectMethod}
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

function MethodOption({
  icon: Icon,
  label,
  note,
  checked = false,
  disabled = false,
  onSelect,
}: {
  icon: typeof CreditCard;
  label: string;
  note: string;
  checked?: boolean;
  disabled?: boolean;
  onSelect?: () => void;
}) {
  return (
    <label
      className={cn(
        "flex min-h-14 items-center gap-3 rounded-lg border p-3",
        disabled ? "cursor-not-allowed border-line bg-sand/60 text-muted" : "cursor-pointer hover:border-ink",
        checked ? "border-clay bg-clay-soft" : "border-line-strong",
      )}
    >
      <input
        type="radio"
        name="payment-method"
        className="size-5 accent-clay"
        checked={checked}
        disabled={disabled}
        onChange={onSelect}
      />
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      <span className="flex flex-col">
        <span className="font-semibold">{label}</span>
        <span className="text-xs">{note}</span>
      </span>
    </label>
  );
}
