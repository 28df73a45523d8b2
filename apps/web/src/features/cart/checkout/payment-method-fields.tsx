import type { PaymentProviderName } from "@heritage/domain/payments";
import { MessageCircle, Smartphone } from "lucide-react";
import { paymentTexts as p } from "../../../components/orders/payment-texts.ts";
import { cn } from "../../../lib/cn.ts";
import { checkoutTexts as t } from "../cart-texts.ts";
import { MobileMoneyFields } from "./mobile-money-fields.tsx";
import type { usePaymentProviders } from "./order-payment.ts";

type Provider = NonNullable<ReturnType<typeof usePaymentProviders>["data"]>["providers"][number];

/** Checkout's ways to pay: WhatsApp, and mobile money only when a provider is really offered. */
export function PaymentMethodFields({
  disabled,
  method,
  onWhatsapp,
  onMobileMoney,
  providers,
  network,
  onNetwork,
  payerPhone,
  onPayerPhone,
  payerError,
}: {
  disabled: boolean;
  method: string | null;
  onWhatsapp: () => void;
  onMobileMoney: () => void;
  providers: Provider[];
  network: PaymentProviderName | null;
  onNetwork: (network: PaymentProviderName) => void;
  payerPhone: string;
  onPayerPhone: (phone: string) => void;
  payerError: string | undefined;
}) {
  const mobileMoney = method === "mobile_money";
  return (
    <fieldset className="mt-5" disabled={disabled}>
      <legend className="font-sans text-sm font-semibold text-muted">{t.paymentMethod}</legend>
      <div className="mt-2 flex flex-col gap-2">
        <MethodOption
          icon={MessageCircle}
          label={t.whatsapp}
          note={t.whatsappNote}
          checked={method === "whatsapp"}
          onSelect={onWhatsapp}
        />
        {/* Only the ways checkout really offers, never a "coming soon". */}
        {providers.length > 0 && (
          <MethodOption
            icon={Smartphone}
            label={t.mobileMoney}
            note={p.choose.note}
            checked={mobileMoney}
            onSelect={onMobileMoney}
          />
        )}
      </div>
      {mobileMoney && providers.length > 0 && (
        <MobileMoneyFields
          offered={providers.map((provider) => provider.name)}
          network={network}
          onNetwork={onNetwork}
          phone={payerPhone}
          onPhone={onPayerPhone}
          phoneError={payerError}
          simulated={providers.some((provider) => provider.simulated)}
        />
      )}
    </fieldset>
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
