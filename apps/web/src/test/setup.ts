import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { dismissToast, subscribeToasts, type ToastItem } from "../components/ui/toast-store.ts";
import { activate } from "../lib/i18n/localized.ts";

// Testing Library's findBy/waitFor give up after 1 s by default: on the shared 2-core machine under
// load a file read or a dialog round trip takes longer, and tests that pass alone failed in the full
// run (product-form's "refuses files that are not images"). What is awaited still has to appear.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // Test files share a worker's modules (isolate: false, decision 209): the app's module-level
  // stores outlive a test, so they are put back as a fresh page has them.
  let open: readonly ToastItem[] = [];
  subscribeToasts((items) => {
    open = items;
  })();
  for (const item of open) dismissToast(item.id);
  activate("en");
});

// jsdom lacks these browser APIs that Embla and Radix use.
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
Object.assign(globalThis, {
  ResizeObserver: globalThis.ResizeObserver ?? NoopObserver,
  IntersectionObserver: globalThis.IntersectionObserver ?? NoopObserver,
});
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
if (!Element.prototype.hasPointerCapture) Element.prototype.hasPointerCapture = () => false;
