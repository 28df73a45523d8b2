import type { Payment } from "@heritage/domain/payments";
import { type PaymentProviderName, paymentChoiceSchema } from "@heritage/domain/payments";
import { useState } from "react";
import { paymentTexts as p } from "../../../components/orders/payment-texts.ts";
import { Button } from "../../../components/ui/button.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { isApiError } from "../../../lib/api-error.ts";
import { MobileMoneyFields } from "./mobile-money-fields.tsx";
import { usePaymentProviders } from "./order-payment.ts";

export interface PayerChoice {
  provider: PaymentProviderName;
  phone: string;
}

/** The phone as the shopper writes it: 07XXXXXXXX from the API's 2507XXXXXXXX. */
export const localPhone = (msisdn: string) => (msisdn.startsWith("250") ? `0${msisdn.slice(3)}` : msisdn);

/** A failed send's messages: the server's field messages at their fields, else its detail. */
export function sendFailure(error: unknown, fallback: string) {
  if (!isApiError(error)) return { alert: fallback };
  const fields = error.fieldErrors;
  if (fields.phone || fields.provider)
    return { phone: fields.phone?.join(" "), provider: fields.provider?.join(" ") };
  return { alert: error.status !== 500 && error.detail ? error.detail : fallback };
}

/**
 * "Use another number": the network (those the shop offers) and the phone to send a new request
 * to, for the same order. Checked here first with the shared schema; the server checks again.
 */
export function AnotherNumberForm({
  title,
  note,
  submitLabel,
  last,
  fallbackPhone = "",
  sending,
  error,
  onSend,
  onBack,
}: {
  title?: string;
  note?: string;
  submitLabel: string;
  /** The request this one follows, for the network it used. */
  last?: Payment;
  fallbackPhone?: string;
  sending: boolean;
  error?: { alert?: string; phone?: string; provider?: string };
  onSend: (choice: PayerChoice) => void;
  onBack?: () => void;
}) {
  const providers = usePaymentProviders().data?.providers ?? [];
  const [network, setNetwork] = useState<PaymentProviderName | null>(last?.provider ?? null);
  const [phone, setPhone] = useState(fallbackPhone);
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const chosen = network ?? providers[0]?.name ?? null;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const choice = paymentChoiceSchema.safeParse({ provider: chosen, phone });
    setPhoneError(choice.error?.issues.find((issue) => issue.path[0] === "phone")?.message);
    if (choice.success) onSend({ provider: choice.data.provider, phone });
  };
  return (
    <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-2">
      {title && <h3 className="font-display text-lg font-semibold">{title}</h3>}
      {note && <p className="text-sm text-ink-soft">{note}</p>}
      <MobileMoneyFields
        offered={providers.map((provider) => provider.name)}
        network={chosen}
        onNetwork={setNetwork}
        phone={phone}
        onPhone={(value) => {
          setPhone(value);
          setPhoneError(undefined);
        }}
        phoneError={phoneError ?? error?.phone}
        simulated={providers.some((provider) => provider.simulated)}
      />
      <FormAlert message={error?.alert ?? error?.provider ?? null} />
      <div className="mt-1 flex flex-col gap-2 sm:flex-row">
        <Button type="submit" loading={sending} loadingText={p.progress.sending}>
          {submitLabel}
        </Button>
        {onBack && (
          <Button type="button" variant="secondary" onClick={onBack} disabled={sending}>
            {p.progress.back}
          </Button>
        )}
      </div>
    </form>
  );
}
