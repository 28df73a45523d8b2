import type { Cart } from "@heritage/domain/cart";
import type { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "../lib/query-keys.ts";
import { getUserInfo, isRemembered, subscribeSession } from "../lib/session.ts";
import { forgetCartCopies, saveCartCopy } from "./offline-copies.ts";

const storages = () => [window.localStorage, window.sessionStorage];

/**
 * The cart answers the app receives anyway are copied for the offline page; sign-out removes the copy.
 * Started at the load event, not with the worker's later registration: a sign-out in the first seconds
 * of a page must remove the copy too (the next person on the device must not find it).
 */
export function keepCartCopy(queryClient: QueryClient): void {
  const save = (cart: Cart | undefined) => {
    const owner = getUserInfo()?.username;
    if (!cart || !owner) return;
    forgetCartCopies(storages());
    saveCartCopy(cart, owner, isRemembered() ? window.localStorage : window.sessionStorage);
  };
  const mine = JSON.stringify(queryKeys.cart.mine());
  // Signed out while no page was listening (another tab closed since, or before this one had loaded).
  if (getUserInfo() === null) forgetCartCopies(storages());
  save(queryClient.getQueryData<Cart>(queryKeys.cart.mine()));
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "success") return;
    if (JSON.stringify(event.query.queryKey) === mine) save(event.query.state.data as Cart | undefined);
  });
  subscribeSession(() => {
    if (getUserInfo() === null) forgetCartCopies(storages());
  });
}
