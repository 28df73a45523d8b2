import { WifiOff } from "lucide-react";
import { type ComponentType, useEffect, useReducer } from "react";
import { buttonClass } from "../components/ui/button.tsx";
import { activeLanguage } from "../lib/i18n/language.ts";
import { englishPwaTexts, type PwaTexts, pwaTexts } from "./pwa-texts.ts";

/**
 * What a lazy part of a screen shows when its code could not be downloaded (offline, or a connection
 * that dropped): a note in place, in the reader's language, instead of the route's error page over the
 * whole screen (decision 252). When the connection comes back, or on "Try again", the part is asked for
 * again and takes the note's place, with the props it was given. This chunk is precached.
 */
export function NeedsConnection({ texts, onRetry }: { texts: PwaTexts; onRetry: () => void }) {
  const t = texts.part;
  return (
    <div
      role="status"
      className="mx-auto my-4 flex max-w-xl flex-wrap items-center gap-3 rounded-lg border border-line bg-surface px-4 py-3"
    >
      <WifiOff aria-hidden="true" className="size-5 shrink-0 text-clay" />
      <p className="min-w-0 flex-1">{t.needsConnection}</p>
      <button type="button" className={buttonClass("secondary")} onClick={onRetry}>
        {t.retry}
      </button>
    </div>
  );
}

/**
 * The component React.lazy gets for a part whose `load` failed: the note until `load` succeeds, then
 * the part itself (remembered, so every later use renders it at once).
 */
export async function partAwaitingConnection<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Promise<ComponentType<P>> {
  const texts = await pwaTexts(activeLanguage()).catch(() => englishPwaTexts);
  let loaded: ComponentType<P> | null = null;
  let trying = false;
  const waiting = new Set<() => void>();
  // The connection that has just come back may not carry a request yet: asked again a few times.
  const retry = (again = 0) => {
    if (trying) return;
    trying = true;
    load()
      .then((module) => {
        loaded = module.default;
        window.removeEventListener("online", whenOnline);
        for (const show of waiting) show();
      })
      .catch(() => {
        if (navigator.onLine && again < 4) window.setTimeout(() => retry(again + 1), 1_000 * 2 ** again);
      })
      .finally(() => {
        trying = false;
      });
  };
  const whenOnline = () => retry();
  window.addEventListener("online", whenOnline);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part, as React.lazy resolves once; it stands for the part's module.
  return function PartAwaitingConnection(props: P) {
    const [, show] = useReducer((count: number) => count + 1, 0);
    useEffect(() => {
      waiting.add(show);
      return () => void waiting.delete(show);
    }, []);
    if (loaded) {
      const Part = loaded;
      return <Part {...props} />;
    }
    return <NeedsConnection texts={texts} onRetry={whenOnline} />;
  };
}
