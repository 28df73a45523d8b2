import type { OrderLineProblem } from "@heritage/domain/orders";
import { AlertTriangle, X } from "lucide-react";
import { formatPrice } from "../../../lib/format.ts";
import { messages } from "../../../lib/i18n/messages.ts";
import { orderProblemTexts as t } from "../cart-texts.ts";

const r = messages.orders.reason;

export function problemText(line: OrderLineProblem): string {
  switch (line.reason) {
    case "unavailable":
      return r.unavailable;
    case "out_of_stock":
      return r.out_of_stock;
    case "insufficient_stock":
      return `${r.insufficient_stock(line.available)} (${t.requested(line.requested)})`;
    case "price_changed":
      return r.price_changed(formatPrice(line.price));
  }
}

/** Shown on the cart page after a refused order: the items that can no longer be served, and why. */
export function OrderProblems({ lines, onDismiss }: { lines: OrderLineProblem[]; onDismiss: () => void }) {
  if (lines.length === 0) return null;
  return (
    <div role="alert" className="mt-6 rounded-lg border border-ember/30 bg-ember-soft p-4 text-ink">
      <div className="flex items-start gap-3">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ember" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{messages.orders.linesUnavailable}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {lines.map((line) => (
              <li key={line.product_id}>
                <span className="font-medium">{line.name}</span>: {problemText(line)}
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-ink-soft">{t.note}</p>
        </div>
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t.dismiss}
          className="flex size-11 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface hover:text-ink"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
