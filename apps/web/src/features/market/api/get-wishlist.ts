import type { Wishlist } from "@heritage/domain/cart";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { useSession } from "../../../lib/use-session.ts";

/** GET /api/market/wishlist/: the signed-in user's wishlisted product ids and products. */
export function getWishlist(signal?: AbortSignal): Promise<Wishlist> {
  return api.get<Wishlist>("/market/wishlist/", { signal });
}

export const wishlistQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.wishlist.mine(),
    queryFn: ({ signal }) => getWishlist(signal),
    staleTime: 60_000,
  });

const EMPTY: ReadonlySet<number> = new Set();

/** The ids whose heart is filled; empty for visitors and admins (no request is made for them). */
export function useWishlistedIds(): ReadonlySet<number> {
  const { isSignedIn, isAdmin } = useSession();
  // Wishlists are a shopper's (product §6); an admin's hearts stay empty rather than ask for a 403.
  const shopper = isSignedIn && !isAdmin;
  const { data } = useQuery({
    ...wishlistQueryOptions(),
    enabled: shopper,
    select: (wishlist) => new Set(wishlist.product_ids ?? wishlist.results?.map((p) => p.id) ?? []),
  });
  return shopper && data ? data : EMPTY;
}
