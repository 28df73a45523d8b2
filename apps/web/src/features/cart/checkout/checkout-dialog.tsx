import type { Cart } from "@heritage/domain/cart";
import type { District } from "@heritage/domain/delivery";
import { toFrancs } from "@heritage/domain/money";
import {
  type CheckoutFormInput,
  checkoutFormSchema,
  internationalCheckoutFormSchema,
  type OrderLineProblem,
} from "@heritage/domain/orders";
import { type PaymentProviderName, paymentChoiceSchema } from "@heritage/domain/payments";
import { zodResolver } from "@hookform/resolvers/zod";
import { MessageCircle, Smartphone } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogContent } from "../../../components/ui/dialog.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { isApiError } from "../../../lib/api-error.ts";
import { cn } from "../../../lib/cn.ts";
import { formatPrice } from "../../../lib/format.ts";
import { messages } from "../../../lib/i18n/messages.ts";
import { checkoutTexts as t } from "../cart-texts.ts";
import { useCheckoutQuote, useDeliveryOptions } from "./checkout-offers.ts";
import { CheckoutTotals, PromoField } from "./checkout-totals.tsx";
import { DeliveryFields } from "./delivery-fields.tsx";
import { ExistingOrder } from "./existing-order.tsx";
import { MobileMoneyFields } from "./mobile-money-fields.tsx";
import { offerTexts } from "./offer-texts.ts";
import { usePaymentProviders } from "./order-payment.ts";
import { PaymentProgress } from "./payment-progress.tsx";
import { paymentTexts as p } from "./payment-texts.ts";
import { useAddressPrefill } from "./use-address-prefill.ts";
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
  // Issue 23: where the shop delivers, the code and the server's sums for them.
  const delivery = useDeliveryOptions().data;
  const zones = delivery?.zones ?? [];
  const abroadOffered = delivery?.abroad_offered ?? false;
  const served = useMemo(() => new Set(zones.flatMap((zone) => zone.districts)), [zones]);
  const [country, setCountry] = useState("RW");
  const [district, setDistrict] = useState("");
  const [districtError, setDistrictError] = useState<string | undefined>();
  const [promoCode, setPromoCode] = useState<string | null>(null);
  const [promoError, setPromoError] = useState<string | undefined>();
  const destinationChosen = country !== "RW" || district !== "";
  const quoteInput = {
    promo_code: promoCode,
    delivery_country: country,
    delivery_district: country === "RW" && district ? (district as District) : null,
  };
  const cartVersion = cart.items
    .map((item) => `${item.product.id}:${item.quantity}:${item.product.price}`)
    .join();
  const quote = useCheckoutQuote(quoteInput, cartVersion, open && cart.items.length > 0);
  useEffect(() => {
    // A code the server refuses is shown at its field and dropped from the sums.
    const refusal = isApiError(quote.error) ? quote.error.fieldMessage("promo_code") : undefined;
    if (refusal) {
      setPromoError(refusal);
      setPromoCode(null);
    }
  }, [quote.error]);
  // A destination the zones do not serve is the district's (or country's) error, not the totals'.
  const quoteFieldError = isApiError(quote.error) && Object.keys(quote.error.fieldErrors).length > 0;
  const quoteDestinationError = isApiError(quote.error)
    ? (quote.error.fieldMessage("delivery_district") ?? quote.error.fieldMessage("delivery_country"))
    : undefined;
  const international = useRef(abroadOffered);
  international.current = abroadOffered;
  const form = useForm<CheckoutFormInput, unknown, z.output<typeof checkoutFormSchema>>({
    // Foreign numbers (E.164) are asked for only while the shop delivers abroad (decision 171).
    resolver: (values, context, options) =>
      zodResolver(international.current ? internationalCheckoutFormSchema : checkoutFormSchema)(
        values,
        context,
        options,
      ),
    defaultValues: { contact_phone: "", delivery_address: "" },
    reValidateMode: "onSubmit",
  });
  useAddressPrefill({
    open,
    form: form as never,
    deliveryReady: delivery !== undefined,
    served,
    abroadOffered,
    setCountry,
    setDistrict,
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
  const total = quote.data?.total ?? cart.total_price;
  const submit = (contact: z.output<typeof checkoutFormSchema>) => {
    if (zones.length > 0 && !destinationChosen) {
      setDistrictError(messages.delivery.districtRequired);
      return;
    }
    const offer = {
      ...quoteInput,
      // The total the shopper saw: the server refuses (409) rather than charge another one.
      expected_total: quote.data ? toFrancs(quote.data.total) : undefined,
    };
    if (!mobileMoney) return void checkout.pay(contact, undefined, offer);
    const choice = paymentChoiceSchema.safeParse({ provider: network, phone: payerPhone });
    setPayerError(choice.error?.issues.find((issue) => issue.path[0] === "phone")?.message);
    if (choice.success)
      void checkout.pay(contact, { provider: choice.data.provider, phone: payerPhone }, offer);
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
              <CheckoutTotals cart={cart} quote={quote.data} needsDestination={zones.length > 0} />
              {quote.isError && !quoteFieldError && (
                <p role="alert" className="mt-2 text-sm text-ember">
                  {offerTexts.totalsFailed}
                </p>
              )}
              <PromoField
                applied={promoCode}
                error={promoError ?? checkout.fieldErrors.promo_code?.join(" ")}
                onApply={(code) => {
                  setPromoError(undefined);
                  setPromoCode(code);
                }}
                onRemove={() => setPromoCode(null)}
                disabled={processing}
              />
            </section>
            <fieldset
              className="mt-5 flex flex-col gap-4"
              disabled={processing || checkout.phase === "blocked"}
            >
              <legend className="mb-2 font-sans text-sm font-semibold text-muted">{t.delivery}</legend>
              {zones.length > 0 && (
                <DeliveryFields
                  served={served}
                  abroadOffered={abroadOffered}
                  country={country}
                  district={district}
                  onCountry={(value) => {
                    setCountry(value);
                    setDistrictError(undefined);
                  }}
                  onDistrict={(value) => {
                    setDistrict(value);
                    setDistrictError(undefined);
                  }}
                  countryError={checkout.fieldErrors.delivery_country?.join(" ")}
                  districtError={
                    districtError ??
                    checkout.fieldErrors.delivery_district?.join(" ") ??
                    quoteDestinationError
                  }
                />
              )}
              <Input
                label={t.phone}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder="07XXXXXXXX"
                hint={abroadOffered ? offerTexts.phoneHintInternational : t.phoneHint}
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
                {/* Issue 23: only the ways checkout really offers, never a "coming soon". */}
                {providers.length > 0 && (
                  <MethodOption
                    icon={Smartphone}
                    label={t.mobileMoney}
                    note={p.choose.note}
                    checked={mobileMoney}
                    onSelect={chooseMobileMoney}
                  />
                )}
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
                  ? p.choose.pay(formatPrice(total))
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
  icon: typeof Smartphone;
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
