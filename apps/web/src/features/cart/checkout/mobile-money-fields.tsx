import type { PaymentProviderName } from "@heritage/domain/payments";
import { paymentTexts as p } from "../../../components/orders/payment-texts.ts";
import { Input } from "../../../components/ui/input.tsx";
import { cn } from "../../../lib/cn.ts";

/** The network (only those the shop offers) and the phone that pays, shown once Mobile Money is chosen. */
export function MobileMoneyFields({
  offered,
  network,
  onNetwork,
  phone,
  onPhone,
  phoneError,
  simulated,
}: {
  offered: PaymentProviderName[];
  network: PaymentProviderName | null;
  onNetwork: (name: PaymentProviderName) => void;
  phone: string;
  onPhone: (value: string) => void;
  phoneError?: string;
  simulated: boolean;
}) {
  return (
    <div className="mt-3 flex flex-col gap-3 rounded-lg border border-line bg-sand/40 p-3">
      <fieldset>
        <legend className="text-sm font-semibold">{p.choose.network}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {offered.map((name) => (
            <label
              key={name}
              className={cn(
                "flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border bg-surface px-3",
                network === name ? "border-clay" : "border-line-strong",
              )}
            >
              <input
                type="radio"
                name="mobile-money-network"
                className="size-5 accent-clay"
                checked={network === name}
                onChange={() => onNetwork(name)}
              />
              <span className="font-medium">{p.choose.networks[name]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <Input
        label={p.choose.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="07XXXXXXXX"
        hint={p.choose.phoneHint}
        value={phone}
        error={phoneError}
        onChange={(event) => onPhone(event.target.value)}
      />
      {simulated && <p className="text-xs text-muted">{p.choose.simulated}</p>}
    </div>
  );
}
