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

/** The ids whose heart is filled; empty for visitors (no request is made for them). */
export function useWishlistedIds(): ReadonlySet<number> {
  const { isSignedIn } = useSession();
  const { data } = useQuery({
    ...wishlistQueryOptions(),
    enabled: isSignedIn,
    select: (wishlist) => new Set(wishlist.product_ids ?? wishlist.results?.map((p) => p.id) ?? []),
  });
  return isSignedIn && data ? data : EMPTY;
}
