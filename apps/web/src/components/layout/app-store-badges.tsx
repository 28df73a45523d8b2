import { footerTexts } from "./footer-texts.ts";

/** The mobile apps are not out yet, so the badges say so rather than link to an empty store page. */
function StoreBadge({ store, line1, glyph }: { store: string; line1: string; glyph: string }) {
  return (
    <span
      className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-paper/30 bg-ink px-3 py-1.5 text-paper"
      title={footerTexts.appSoon(store)}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="currentColor">
        <path d={glyph} />
      </svg>
      <span className="leading-tight">
        <span className="block text-[0.65rem] uppercase tracking-wide text-paper/75">{line1}</span>
        <span className="block text-sm font-semibold">{store}</span>
      </span>
      <span className="sr-only">, {footerTexts.comingSoon}</span>
    </span>
  );
}

export function AppStoreBadges() {
  return (
    <div className="flex flex-wrap gap-2">
      <StoreBadge
        store="App Store"
        line1={footerTexts.soonOnThe}
        glyph="M16.4 12.6c0-2.6 2.1-3.8 2.2-3.9-1.2-1.8-3.1-2-3.7-2-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9-1.7 0-3.3 1-4.2 2.6-1.8 3.1-.5 7.7 1.3 10.2.9 1.2 1.9 2.6 3.2 2.5 1.3 0 1.8-.8 3.3-.8s2 .8 3.4.8 2.2-1.2 3.1-2.5c1-1.4 1.4-2.8 1.4-2.9-.1 0-2.7-1-2.7-4ZM13.9 5c.7-.9 1.2-2 1-3.2-1 0-2.2.7-3 1.5-.6.7-1.2 1.9-1 3.1 1.1.1 2.3-.6 3-1.4Z"
      />
      <StoreBadge
        store="Google Play"
        line1={footerTexts.soonOn}
        glyph="M4 2.5v19c0 .4.4.7.8.5l10.6-10-10.6-10c-.4-.2-.8.1-.8.5Zm12.6 8.3 2.9-2.7-12.2-7 9.3 9.7Zm0 2.4-9.3 9.7 12.2-7-2.9-2.7Zm4.3-3.7-3.2-1.8-3 2.8 3 2.8 3.2-1.8c.8-.5.8-1.6 0-2Z"
      />
    </div>
  );
}
