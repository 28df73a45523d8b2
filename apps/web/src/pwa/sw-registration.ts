import type { Cart } from "@heritage/domain/cart";
import type { QueryClient } from "@tanstack/react-query";
import { Workbox } from "workbox-window";
import { queryKeys } from "../lib/query-keys.ts";
import { getUserInfo, isRemembered, subscribeSession } from "../lib/session.ts";
import { forgetCartCopies, saveCartCopy } from "./offline-copies.ts";
import { showUpdatePrompt } from "./update-prompt.tsx";

const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Loaded by main.tsx after the page's load event, in a chunk of its own, so that none of this weighs on
 * the first render (decision 197): registers the service worker, offers a new version when one waits,
 * and keeps the offline copy of the cart. The app's query client is handed in rather than imported, so
 * that this chunk shares no module with the entry that the bundler would then split out of it.
 */
export function registerServiceWorker(queryClient: QueryClient): void {
  keepCartCopy(queryClient);
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

const storages = () => [window.localStorage, window.sessionStorage];

/** The cart answers the app receives anyway are copied for the offline page; sign-out removes the copy. */
function keepCartCopy(queryClient: QueryClient): void {
  const save = (cart: Cart | undefined) => {
    const owner = getUserInfo()?.username;
    if (!cart || !owner) return;
    forgetCartCopies(storages());
    saveCartCopy(cart, owner, isRemembered() ? window.localStorage : window.sessionStorage);
  };
  const mine = JSON.stringify(queryKeys.cart.mine());
  save(queryClient.getQueryData<Cart>(queryKeys.cart.mine()));
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "success") return;
    if (JSON.stringify(event.query.queryKey) === mine) save(event.query.state.data as Cart | undefined);
  });
  subscribeSession(() => {
    if (getUserInfo() === null) forgetCartCopies(storages());
  });
}
