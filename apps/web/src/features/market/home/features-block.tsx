import { Clock, MessageCircle, Smartphone, Truck } from "lucide-react";
import { formatPrice } from "../../../lib/format.ts";
import { useSiteConfig, type WayToPay } from "../../../lib/site-config.ts";
import { marketTexts } from "../market-texts.ts";

const payIcons: Record<WayToPay, typeof Smartphone> = {
  whatsapp: MessageCircle,
  mtn: Smartphone,
  airtel: Smartphone,
};
const payLabel = { whatsapp: "whatsappPay", mtn: "mtn", airtel: "airtel" } as const;

/**
 * product §2 item 4. Delivery and the ways to pay come from /api/config (the admin's
 * delivery zones and the configured payment networks), so the strip promises only what checkout does.
 */
export function FeaturesBlock() {
  const t = marketTexts.features;
  const config = useSiteConfig().data;
  const delivery = config?.delivery;
  const features = [
    ...(delivery
      ? [
          delivery.free_above === null
            ? { icon: Truck, title: t.delivery, text: t.deliveryFrom(formatPrice(delivery.lowest_fee)) }
            : {
                icon: Truck,
                title: t.freeShipping,
                text: t.freeShippingText(formatPrice(delivery.free_above)),
              },
          {
            icon: Clock,
            title: t.fastDelivery,
            text: `${t.days(delivery.days_min, delivery.days_max)}${delivery.abroad ? ` ${t.abroad}` : ""}`,
          },
        ]
      : []),
    { icon: MessageCircle, title: t.whatsapp, text: t.whatsappText },
  ];
  const ways = config?.ways_to_pay ?? [];
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
                <h3 className="font-sans text-sm font-semibold">{title}</h3>
                <p className="text-sm text-muted">{text}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="border-t border-line pt-4 md:border-t-0 md:border-l md:pt-0 md:pl-5">
          <h3 className="font-sans text-sm font-semibold">{t.waysToPay}</h3>
          <ul className="mt-2 flex flex-wrap gap-2" data-testid="ways-to-pay">
            {ways.map((way) => {
              const Icon = payIcons[way];
              return (
                <li
                  key={way}
                  className="flex items-center gap-1.5 rounded-full bg-sand px-3 py-1 text-xs font-medium"
                >
                  <Icon aria-hidden="true" className="size-3.5" /> {t[payLabel[way]]}
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </section>
  );
}
