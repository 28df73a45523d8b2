import { Workbox } from "workbox-window";
import { type KeepMessage, keepMessage } from "./keep-message.ts";
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
  tellWhatThisPageUses();
  // An app left open for days still learns of a deploy.
  window.setInterval(() => void workbox.update().catch(() => undefined), UPDATE_CHECK_MS);
}

/**
 * Tells the worker which build files this page has used and which page it is at, once the worker controls
 * it and again as the app opens other screens or parts (decision 252): the worker keeps them, what they
 * can still load and the page itself, so that what was seen online keeps working offline. Files told
 * once are not told again; the address is told whenever it changes.
 */
function tellWhatThisPageUses(): void {
  // The browser's own list stops at 250 entries; the observer sees every later one.
  const resources: Array<{ name: string }> = [...performance.getEntriesByType("resource")];
  const told = new Set<string>();
  let toldPage = "";
  let toldLanguage = "";
  let timer = 0;
  const tell = () => {
    const worker = navigator.serviceWorker.controller;
    if (!worker) return;
    const all = keepMessage(location, resources, document.documentElement.lang);
    // Another language: everything again, for that language's texts.
    if (all.language !== toldLanguage) told.clear();
    const message: KeepMessage = {
      ...all,
      files: all.files.filter((file) => !told.has(file)),
      reads: all.reads.filter((read) => !told.has(read)),
    };
    if (message.files.length === 0 && message.reads.length === 0 && message.page === toldPage) return;
    worker.postMessage(message);
    for (const each of [...message.files, ...message.reads]) told.add(each);
    toldPage = message.page;
    toldLanguage = message.language;
  };
  const soon = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(tell, 1_000);
  };
  navigator.serviceWorker.addEventListener("controllerchange", soon);
  // New chunks, and the API calls of a page opened inside the app.
  if (typeof PerformanceObserver === "function") {
    new PerformanceObserver((list) => {
      resources.push(...list.getEntries());
      soon();
    }).observe({ type: "resource" });
  }
  window.addEventListener("popstate", soon);
  soon();
}
