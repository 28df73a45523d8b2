import type { Cart } from "@heritage/domain/cart";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../api-client.ts";
import { queryKeys } from "../query-keys.ts";
import { useSession } from "../use-session.ts";

/** GET /api/market/cart/my_cart/: the signed-in shopper's cart (created empty on first use). */
export function getMyCart(signal?: AbortSignal): Promise<Cart> {
  return api.get<Cart>("/market/cart/my_cart/", { signal });
}

export const myCartQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.cart.mine(),
    queryFn: ({ signal }) => getMyCart(signal),
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });

/** Only shoppers have a cart (product §6); for visitors and admins the query stays idle. */
export function useMyCart() {
  const { isSignedIn, isAdmin } = useSession();
  return useQuery({ ...myCartQueryOptions(), enabled: isSignedIn && !isAdmin });
}
