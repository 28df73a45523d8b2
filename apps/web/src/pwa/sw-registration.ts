import { Workbox } from "workbox-window";
import { showUpdatePrompt } from "./update-prompt.tsx";

const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Loaded by main.tsx once the first view has downloaded (after-first-view.ts), in a chunk of its own, so
 * that none of this weighs on the first render (decision 197) nor competes with the first view's
 * downloads (decision 203): registers the service worker and offers a new version when one waits.
 */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  const workbox = new Workbox("/sw.js");
  // Fired for a worker installed now and for one found waiting at load (an earlier visit's download).
  workbox.addEventListener("waiting", () => {
    void showUpdatePrompt(() => {
      workbox.addEventListener("controlling", () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  void workbox.register().catch(() => undefined);
  // An app left open for days still learns of a deploy.
  window.setInterval(() => void workbox.update().catch(() => undefined), UPDATE_CHECK_MS);
}
