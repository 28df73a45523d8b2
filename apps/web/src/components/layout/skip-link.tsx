import { sharedTexts } from "../shared-texts.ts";

export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-[70] rounded-lg bg-ink px-4 py-3 text-paper focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {sharedTexts.nav.skipToContent}
    </a>
  );
}
