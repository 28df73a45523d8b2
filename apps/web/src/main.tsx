import "./styles/index.css";
import "./lib/zod-without-eval.ts";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { sharedTexts } from "./components/shared-texts.ts";
import {
  browserLanguage,
  linkLanguage,
  setDocumentTitle,
  storedLanguage,
  switchLanguage,
} from "./lib/i18n/language.ts";
import { queryClient } from "./lib/query-client.ts";
import { isOfflineShell } from "./pwa/offline-shell.ts";

const root = document.getElementById("root");
if (!root) throw new Error("Missing #root element");

// The first screen comes in the person's language: a shared link's ?lang= (kept as their choice),
// else their stored choice or the browser's languages. Only that language's texts are downloaded.
setDocumentTitle(() => sharedTexts.documentTitle);
const chosen = linkLanguage(location.search) ?? storedLanguage();
// A choice is kept again, so that it also reaches the cookie the server reads (decision 183) for those
// who made it before the cookie existed.
// (A promise rather than a top-level await, which would make the bundler split the entry apart.)
void switchLanguage(chosen ?? browserLanguage(), { remember: chosen !== null })
  // Its texts could not be downloaded (offline): English, bundled with the code, still works.
  .catch(() => switchLanguage("en", { remember: false }))
  .then(() =>
    // The service worker's offline shell (decision 197) shows the offline page, not screens that would fail.
    isOfflineShell(document)
      ? import("./pwa/offline-page.tsx").then((page) => page.renderOfflinePage(root))
      : createRoot(root).render(
          <StrictMode>
            <App />
          </StrictMode>,
        ),
  );

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
