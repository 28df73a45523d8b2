import { Banknote, CreditCard, Landmark, MessageCircle, Smartphone, Truck } from "lucide-react";

/** SPEC §2 item 4, with the marketing claims of SPEC §1 (text only, not product rules). */
const features = [
  { icon: Truck, title: "Free shipping", text: "On orders over RWF 50,000." },
  { icon: Truck, title: "Fast delivery", text: "Same day in Kigali, 2-3 days nationwide." },
  { icon: MessageCircle, title: "Support on WhatsApp", text: "Talk to us before and after you buy." },
] as const;

const payments = [
  { icon: CreditCard, label: "Cards" },
  { icon: Smartphone, label: "Mobile money" },
  { icon: Landmark, label: "Bank transfer" },
  { icon: Banknote, label: "Cash on delivery" },
  { icon: Smartphone, label: "USSD" },
] as const;

export function FeaturesBlock() {
  return (
    <section aria-labelledby="features-heading" className="container-page py-6">
      <h2 id="features-heading" className="sr-only">
        Delivery and payment
      </h2>
      <div className="grid gap-4 rounded-lg border border-line bg-surface p-5 md:grid-cols-[2fr_1fr]">
        <ul className="grid gap-4 sm:grid-cols-3">
          {features.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-leaf-soft text-leaf">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="font-sans text-sm font-semibold">{title}</h3>
                <p className="text-sm text-muted">{text}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="border-t border-line pt-4 md:border-t-0 md:border-l md:pt-0 md:pl-5">
          <h3 className="font-sans text-sm font-semibold">Ways to pay</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {payments.map(({ icon: Icon, label }) => (
              <li
                key={label}
                className="flex items-center gap-1.5 rounded-full bg-sand px-3 py-1 text-xs font-medium"
              >
                <Icon aria-hidden="true" className="size-3.5" /> {label}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
