import { TIMINGS_MS } from "@heritage/domain/constants";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Button } from "../ui/button.tsx";
import { newsletterTexts } from "./footer-texts.ts";

/** product §4: Subscribe with text shows 'Subscribed!' and disables the button for 3 s, then clears. No call. */
export function NewsletterForm() {
  const t = newsletterTexts;
  const id = useId();
  const [email, setEmail] = useState("");
  const [subscribed, setSubscribed] = useState(false);

  useEffect(() => {
    if (!subscribed) return;
    const timer = window.setTimeout(() => {
      setSubscribed(false);
      setEmail("");
    }, TIMINGS_MS.newsletterConfirm);
    return () => window.clearTimeout(timer);
  }, [subscribed]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (email.trim() === "" || subscribed) return;
    setSubscribed(true);
  }

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-2"
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="font-display text-lg font-semibold text-paper">
        {t.title}
      </h2>
      <p className="text-sm text-paper/75">{t.note}</p>
      <label htmlFor={id} className="sr-only">
        {t.email}
      </label>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="min-h-11 w-full min-w-0 flex-1 rounded-lg border border-paper/30 bg-paper/10 px-3 text-paper placeholder:text-paper/60 focus-visible:border-paper"
        />
        <Button type="submit" disabled={subscribed} className="shrink-0">
          {subscribed ? t.subscribed : t.subscribe}
        </Button>
      </div>
      <p className="sr-only" aria-live="polite">
        {subscribed ? t.subscribed : ""}
      </p>
    </form>
  );
}
