import { RefreshCw } from "lucide-react";
import { useState } from "react";
import { createRoot } from "react-dom/client";
import { Button } from "../components/ui/button.tsx";
import { activeLanguage, switchLanguage } from "../lib/i18n/language.ts";
import { useLanguage } from "../lib/i18n/use-language.ts";
import { updateTexts as t } from "./pwa-texts.ts";

/**
 * "New version available — Reload" (decision 197): shown when a new service worker waits, so nobody keeps
 * running an old app after a deploy without knowing; the app is not reloaded under the person's hands
 * (a form half filled in, a payment under way), they choose when.
 */
export function UpdatePrompt({ onReload }: { onReload: () => void }) {
  useLanguage();
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
  await switchLanguage(activeLanguage(), { remember: false }).catch(() => undefined);
  const host = document.createElement("div");
  host.id = "update-prompt";
  document.body.append(host);
  createRoot(host).render(<UpdatePrompt onReload={onReload} />);
}
