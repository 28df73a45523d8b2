import type { Cart } from "@heritage/domain/cart";
import { toFrancs } from "@heritage/domain/money";
import {
  type CheckoutFormInput,
  checkoutFormSchema,
  internationalCheckoutFormSchema,
  type OrderLineProblem,
} from "@heritage/domain/orders";
import { type PaymentProviderName, paymentChoiceSchema } from "@heritage/domain/payments";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRef, useState } from "react";
import type { z } from "zod";
import { offerTexts } from "../../../components/orders/offer-texts.ts";
import { paymentTexts as p } from "../../../components/orders/payment-texts.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogContent } from "../../../components/ui/dialog.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { formatPrice } from "../../../lib/format.ts";
import { messages } from "../../../lib/i18n/messages.ts";
import { useZodForm } from "../../../lib/use-zod-form.ts";
import { checkoutTexts as t } from "../cart-texts.ts";
import { CheckoutTotals, PromoField } from "./checkout-totals.tsx";
import { DeliveryFields } from "./delivery-fields.tsx";
import { ExistingOrder } from "./existing-order.tsx";
import { usePaymentProviders } from "./order-payment.ts";
import { PaymentMethodFields } from "./payment-method-fields.tsx";
import { PaymentProgress } from "./payment-progress.tsx";
import { useAddressPrefill } from "./use-address-prefill.ts";
import { useCheckoutOffer } from "./use-checkout-offer.ts";
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
    // The contact fields' messages go to their inputs; the others (destination, code, payer) stay
    // in checkout.fieldErrors for the parts that show them, and other failures in checkout.error.
    onFieldErrors: (failure) => form.showServerError(failure, messages.orders.placeFailed),
  });
  const processing = checkout.phase === "processing";
  // Where the shop delivers, the code and the server's sums for them (decisions 170 and 171).
  const offer = useCheckoutOffer(cart, open);
  const international = useRef(offer.abroadOffered);
  international.current = offer.abroadOffered;
  // The destination, the code and the payer's number sit outside the form; their components show theirs.
  const form = useZodForm<CheckoutFormInput, z.output<typeof checkoutFormSchema>>(null, {
    serverFields: (key) => (key === "contact_phone" || key === "delivery_address" ? key : false),
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
    deliveryReady: offer.delivery !== undefined,
    served: offer.served,
    abroadOffered: offer.abroadOffered,
    setCountry: offer.setCountry,
    setDistrict: offer.setDistrict,
  });
  const fieldError = (name: keyof CheckoutFormInput) => form.formState.errors[name]?.message;
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
  const total = offer.quote.data?.total ?? cart.total_price;
  const submit = (contact: z.output<typeof checkoutFormSchema>) => {
    if (offer.zones.length > 0 && !offer.destinationChosen) {
      offer.setDistrictError(messages.delivery.districtRequired);
      return;
    }
    const terms = {
      ...offer.quoteInput,
      // The total the shopper saw: the server refuses (409) rather than charge another one.
      expected_total: offer.quote.data ? toFrancs(offer.quote.data.total) : undefined,
    };
    if (!mobileMoney) return void checkout.pay(contact, undefined, terms);
    const choice = paymentChoiceSchema.safeParse({ provider: network, phone: payerPhone });
    setPayerError(choice.error?.issues.find((issue) => issue.path[0] === "phone")?.message);
    if (choice.success)
      void checkout.pay(contact, { provider: choice.data.provider, phone: payerPhone }, terms);
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
            onPlaceAgain={() => void checkout.placeAgain()}
            onOtherWay={checkout.payAnotherWay}
            onClose={() => {
              checkout.finish();
            }}
          />
        ) : (
          <form method="post" noValidate onSubmit={form.handleSubmit(submit)}>
            <section aria-labelledby="checkout-items">
              <h3 id="checkout-items" className="font-sans text-sm font-semibold text-muted">
                {t.orderItems}
              </h3>
              <CheckoutTotals
                cart={cart}
                quote={offer.quote.data}
                needsDestination={offer.zones.length > 0}
              />
              {offer.quote.isError && !offer.quoteFieldError && (
                <p role="alert" className="mt-2 text-sm text-ember">
                  {offerTexts.totalsFailed}
                </p>
              )}
              <PromoField
                applied={offer.promoCode}
                error={offer.promoError ?? checkout.fieldErrors.promo_code?.join(" ")}
                onApply={(code) => {
                  offer.setPromoError(undefined);
                  offer.setPromoCode(code);
                }}
                onRemove={() => offer.setPromoCode(null)}
                disabled={processing}
              />
            </section>
            <fieldset
              className="mt-5 flex flex-col gap-4"
              disabled={processing || checkout.phase === "blocked"}
            >
              <legend className="mb-2 font-sans text-sm font-semibold text-muted">{t.delivery}</legend>
              {offer.zones.length > 0 && (
                <DeliveryFields
                  served={offer.served}
                  abroadOffered={offer.abroadOffered}
                  country={offer.country}
                  district={offer.district}
                  onCountry={(value) => {
                    offer.setCountry(value);
                    offer.setDistrictError(undefined);
                  }}
                  onDistrict={(value) => {
                    offer.setDistrict(value);
                    offer.setDistrictError(undefined);
                  }}
                  countryError={checkout.fieldErrors.delivery_country?.join(" ")}
                  districtError={
                    offer.districtError ??
                    checkout.fieldErrors.delivery_district?.join(" ") ??
                    offer.quoteDestinationError
                  }
                />
              )}
              <Input
                label={t.phone}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder="07XXXXXXXX"
                hint={offer.abroadOffered ? offerTexts.phoneHintInternational : t.phoneHint}
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
            <PaymentMethodFields
              disabled={processing}
              method={checkout.method}
              onWhatsapp={() => checkout.setMethod("whatsapp")}
              onMobileMoney={chooseMobileMoney}
              providers={providers}
              network={network}
              onNetwork={setNetwork}
              payerPhone={payerPhone}
              onPayerPhone={(value) => {
                setPayerPhone(value);
                setPayerError(undefined);
              }}
              payerError={payerFieldError}
            />
            <FormAlert message={checkout.configFailed ? t.configFailed : null} className="mt-3" />
            <FormAlert message={checkout.error} className="mt-3" />
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
