import { QUOTE_UNITS, TIMINGS_MS } from "@heritage/domain/constants";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Select } from "../../../components/ui/select.tsx";
import { quoteTexts } from "./quote-texts.ts";

const unitOptions = () => QUOTE_UNITS.map((unit) => ({ value: unit, label: quoteTexts.units[unit] }));

/**
 * product §5: item and a whole quantity of at least 1 are required, and no messages are shown. The form
 * checks them itself (noValidate, so the browser shows no bubbles either); an invalid submit is ignored
 * and only moves the focus to the first field to fix.
 */
function firstInvalidField(form: HTMLFormElement): HTMLInputElement | null {
  const item = form.elements.namedItem("item") as HTMLInputElement;
  const quantity = form.elements.namedItem("quantity") as HTMLInputElement;
  if (!item.value.trim()) return item;
  const amount = Number(quantity.value);
  if (!quantity.value.trim() || !Number.isInteger(amount) || amount < 1) return quantity;
  return null;
}

/**
 * product §2 item 6 and §4: the supplier quote request. A valid draft shows 'Sending...' for 2 s and sends
 * nothing (no supplier service exists yet). The form says so before, and after the 2 s it says plainly that
 * this was a preview and nothing was sent (it used to end in silence, as if sent).
 */
export function QuoteRequestSection() {
  const t = quoteTexts;
  const [sending, setSending] = useState(false);
  const [previewed, setPreviewed] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef(0);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const invalid = firstInvalidField(event.currentTarget);
    if (invalid) {
      invalid.focus();
      return;
    }
    setSending(true);
    setPreviewed(false);
    timer.current = window.setTimeout(() => {
      setSending(false);
      setPreviewed(true);
      formRef.current?.reset();
    }, TIMINGS_MS.quoteSimulation);
  }

  return (
    <section aria-labelledby="quote-heading" className="container-page py-8">
      <div className="grid gap-6 overflow-hidden rounded-lg bg-ink p-6 text-paper md:grid-cols-2 md:p-10">
        <div>
          <h2 id="quote-heading" className="text-2xl font-semibold text-paper md:text-3xl">
            {t.heading}
          </h2>
          <p className="mt-3 text-paper/80">{t.intro}</p>
        </div>
        <form
          method="post"
          ref={formRef}
          noValidate
          onSubmit={onSubmit}
          className="flex flex-col gap-4 rounded-lg bg-surface p-5 text-ink"
        >
          <h3 className="font-sans text-lg font-semibold">{t.formTitle}</h3>
          <Input label={t.item} name="item" required maxLength={200} />
          <div className="flex flex-col gap-1.5">
            <label htmlFor="quote-details" className="text-sm font-medium">
              {t.details}
            </label>
            <textarea
              id="quote-details"
              name="details"
              rows={3}
              maxLength={2000}
              className="rounded-lg border border-line-strong bg-surface px-3 py-2 text-base focus-visible:border-sky"
            />
          </div>
          <div className="grid grid-cols-[2fr_3fr] gap-3">
            <Input
              label={t.quantity}
              name="quantity"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              required
            />
            <Select label={t.unit} name="unit" options={unitOptions()} defaultValue="Pcs" />
          </div>
          <Button type="submit" loading={sending} loadingText={t.sending}>
            {t.send}
          </Button>
          <p role="status" className={previewed ? "rounded-lg bg-sky-soft p-3 text-sm text-ink" : "sr-only"}>
            {previewed ? t.previewDone : ""}
          </p>
          <p className="text-xs text-muted">{t.preview}</p>
        </form>
      </div>
    </section>
  );
}
