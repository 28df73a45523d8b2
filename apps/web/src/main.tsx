import "./styles/index.css";
import "./lib/zod-without-eval.ts";
import { isLanguage, type Language } from "@heritage/domain/languages";
import type { DehydratedState } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { sharedTexts } from "./components/shared-texts.ts";
import {
  browserLanguage,
  linkLanguage,
  setDocumentTitle,
  storedLanguage,
  switchLanguage,
} from "./lib/i18n/language.ts";
import { queryClient, refetchOnLanguageSwitch } from "./lib/query-client.ts";
import { isOfflineShell } from "./pwa/offline-shell.ts";
import { SSR_STATE_ELEMENT_ID } from "./ssr/ssr-state.ts";

const root = document.getElementById("root");
if (!root) throw new Error("Missing #root element");

// A page the server drew (decision 228) carries its query answers and is hydrated in the language it is
// written in; any other page is drawn here.
const drawn = readServerState();

// The first screen comes in the person's language: a shared link's ?lang= (kept as their choice),
// else their stored choice or the browser's languages. Only that language's texts are downloaded.
setDocumentTitle(() => sharedTexts.documentTitle);
const chosen = linkLanguage(location.search) ?? storedLanguage();
// Drawn in another language than the one chosen on this device (a choice kept before the cookie, or a
// cookie cleared): drawn again here in the chosen one, its answers asked again in that language.
const hydrating = drawn !== null && (chosen === null || chosen === drawn.language);
// Only the answers: the query library's own hydrate() weighs ~1 KB of /market's first render (decision 100).
if (drawn !== null && hydrating) {
  for (const { queryKey, state } of drawn.queries.queries) {
    if (state.status === "success")
      queryClient.setQueryData(queryKey, state.data, { updatedAt: state.dataUpdatedAt });
  }
}
const first = (hydrating ? drawn?.language : null) ?? chosen ?? browserLanguage();
// A choice is kept again, so that it also reaches the cookie the server reads (decision 183) for those
// who made it before the cookie existed.
// (A promise rather than a top-level await, which would make the bundler split the entry apart.)
void switchLanguage(first, { remember: chosen === first, title: !hydrating })
  // Its texts could not be downloaded (offline): English, bundled with the code, still works.
  .catch(() => switchLanguage("en", { remember: false }))
  .then(() => {
    refetchOnLanguageSwitch(queryClient);
    const app = (
      <StrictMode>
        <App />
      </StrictMode>
    );
    // The service worker's offline shell (decision 197) shows the offline page, not screens that would fail.
    if (isOfflineShell(document))
      return import("./pwa/offline-page.tsx").then((page) => page.renderOfflinePage(root));
    // A kept page shown offline at another query comes without its drawing (decision 252): drawn here.
    if (drawn === null || !root.hasChildNodes()) return createRoot(root).render(app);
    // A difference between the server's HTML and the first render here is a bug: said in the console,
    // where the journeys look for it.
    hydrateRoot(root, app, { onRecoverableError: (error) => console.error("Hydration:", error) });
    // Drawn in the address's or browser's language, chosen otherwise on this device: switch once drawn.
    if (chosen !== null && chosen !== first) void switchLanguage(chosen);
  });

function readServerState(): { language: Language; queries: DehydratedState } | null {
  const element = document.getElementById(SSR_STATE_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    const state = JSON.parse(element.textContent ?? "") as { language: unknown; queries: DehydratedState };
    return isLanguage(state.language) ? { language: state.language, queries: state.queries } : null;
  } catch {
    return null;
  }
}

// The service worker and the update prompt come once the first view has downloaded, in chunks of their own.
if (import.meta.env.PROD) {
  window.addEventListener(
    "load",
    () =>
      void import("./pwa/after-first-view.ts")
        .then((pwa) => pwa.keepCopiesUntilFirstView(queryClient))
        .then(() => import("./pwa/sw-registration.ts"))
        .then((pwa) => pwa.registerServiceWorker()),
    {
      once: true,
    },
  );
}
