import { RefreshCw } from "lucide-react";
import { useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { Button } from "../components/ui/button.tsx";
import { activeLanguage } from "../lib/i18n/language.ts";
import { useLanguage } from "../lib/i18n/use-language.ts";
import { englishPwaTexts, type PwaTexts, pwaTexts } from "./pwa-texts.ts";

/**
 * "New version available — Reload" (decision 197): shown when a new service worker waits, so nobody keeps
 * running an old app after a deploy without knowing; the app is not reloaded under the person's hands
 * (a form half filled in, a payment under way), they choose when.
 */
export function UpdatePrompt({ initialTexts, onReload }: { initialTexts: PwaTexts; onReload: () => void }) {
  const language = useLanguage();
  const [texts, setTexts] = useState(initialTexts);
  // Its texts follow the language switcher, as the rest of the app does.
  useEffect(() => {
    let current = true;
    void pwaTexts(language).then(
      (loaded) => current && setTexts(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [language]);
  const t = texts.update;
  const [reloading, setReloading] = useState(false);
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-3 z-[100] mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-lg bg-ink p-4 text-paper shadow-dialog"
    >
      <p className="min-w-0 flex-1 font-medium">{t.available}</p>
      <Button
        loading={reloading}
        loadingText={t.reload}
        onClick={() => {
          setReloading(true);
          onReload();
        }}
      >
        <RefreshCw aria-hidden="true" className="size-4" />
        {t.reload}
      </Button>
    </div>
  );
}

let shown = false;

export async function showUpdatePrompt(onReload: () => void): Promise<void> {
  if (shown) return;
  shown = true;
  // The first paint waits for the texts, so the prompt does not flash in English.
  const texts = await pwaTexts(activeLanguage()).catch(() => englishPwaTexts);
  const host = document.createElement("div");
  host.id = "update-prompt";
  document.body.append(host);
  createRoot(host).render(<UpdatePrompt initialTexts={texts} onReload={onReload} />);
}
