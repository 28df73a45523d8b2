import type { QueryClient } from "@tanstack/react-query";
import { keepCartCopy } from "./cart-copy-keeper.ts";

/** Nothing has finished downloading for this long: the first view's chunks, fonts and pictures are in. */
export const QUIET_MS = 2_000;
/** A page that never falls quiet (a carousel stepping, a slow picture) still gets its worker. */
export const LATEST_MS = 15_000;

/**
 * Resolves once the page's first view has finished downloading: no resource has completed for
 * `QUIET_MS` (or `LATEST_MS` have passed), and then the main thread is idle. The service worker's
 * registration waits for it (decision 203), so that its script, the update prompt's chunks and the
 * precache it installs never compete with the pictures and chunks a person is waiting for, on a phone
 * paying for its data. The load event alone comes too early: it does not wait for the lazy chunks,
 * the fonts or the pictures the app requests after its first render.
 */
export function afterFirstView(now: () => number = () => performance.now()): Promise<void> {
  return new Promise((resolve) => {
    const start = now();
    let lastDownload = start;
    // An observer rather than the resource timing buffer, which stops counting at 250 entries.
    const observer =
      typeof PerformanceObserver === "function"
        ? new PerformanceObserver(() => {
            lastDownload = now();
          })
        : null;
    try {
      observer?.observe({ type: "resource" });
    } catch {
      // A browser without resource entries: the quiet period then runs from the load event.
    }
    const check = () => {
      const at = now();
      if (at - lastDownload < QUIET_MS && at - start < LATEST_MS) {
        window.setTimeout(check, 250);
        return;
      }
      observer?.disconnect();
      if (typeof window.requestIdleCallback === "function") {
        window.requestIdleCallback(() => resolve(), { timeout: 2_000 });
      } else resolve();
    };
    window.setTimeout(check, 250);
  });
}

/**
 * What main.tsx runs at the load event: the offline copy of the cart is kept from now on (decision 197),
 * and the returned promise resolves once the first view is in, when the worker may be registered.
 * The app's query client is handed in rather than imported, so that this chunk shares no module with
 * the entry that the bundler would then split out of it.
 */
export function keepCopiesUntilFirstView(queryClient: QueryClient): Promise<void> {
  keepCartCopy(queryClient);
  return afterFirstView();
}
