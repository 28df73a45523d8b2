import { useLanguage } from "../../lib/i18n/use-language.ts";
import { useSiteConfig } from "../../lib/site-config.ts";
import { demoPaymentsTexts as t } from "./demo-payments-texts.ts";

/**
 * On every page, the shop's and the admin portal's alike, while a payment simulator is on
 * (decision 218): nobody mistakes a demo's "paid" for money received. Fixed at the bottom and
 * transparent to the pointer, so it moves nothing on the page and covers no control's clicks.
 */
export function DemoPaymentsBanner() {
  useLanguage();
  const config = useSiteConfig();
  if (!config.data?.demo_payments) return null;
  return (
    <aside
      aria-label={t.label}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 bg-ink px-3 py-1 text-center text-xs font-semibold text-paper print:hidden"
    >
      <p>{t.message}</p>
    </aside>
  );
}
