import { Banknote, CreditCard, Landmark, MessageCircle, Smartphone, Truck } from "lucide-react";
import { marketTexts } from "../market-texts.ts";

/** product §2 item 4, with the marketing claims of product §1 (text only, not product rules). */
const features = [
  { icon: Truck, title: "freeShipping", text: "freeShippingText" },
  { icon: Truck, title: "fastDelivery", text: "fastDeliveryText" },
  { icon: MessageCircle, title: "whatsapp", text: "whatsappText" },
] as const;

// USSD is the same word in every language.
const payments = [
  { icon: CreditCard, label: "cards" },
  { icon: Smartphone, label: "mobileMoney" },
  { icon: Landmark, label: "bankTransfer" },
  { icon: Banknote, label: "cashOnDelivery" },
  { icon: Smartphone, label: null },
] as const;

export function FeaturesBlock() {
  const t = marketTexts.features;
  return (
    <section aria-labelledby="features-heading" className="container-page py-6">
      <h2 id="features-heading" className="sr-only">
        {t.heading}
      </h2>
      <div className="grid gap-4 rounded-lg border border-line bg-surface p-5 md:grid-cols-[2fr_1fr]">
        <ul className="grid gap-4 sm:grid-cols-3">
          {features.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-leaf-soft text-leaf">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="font-sans text-sm font-semibold">{t[title]}</h3>
                <p className="text-sm text-muted">{t[text]}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="border-t border-line pt-4 md:border-t-0 md:border-l md:pt-0 md:pl-5">
          <h3 className="font-sans text-sm font-semibold">{t.waysToPay}</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {payments.map(({ icon: Icon, label }) => (
              <li
                key={label ?? "ussd"}
                className="flex items-center gap-1.5 rounded-full bg-sand px-3 py-1 text-xs font-medium"
              >
                <Icon aria-hidden="true" className="size-3.5" /> {label ? t[label] : "USSD"}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
