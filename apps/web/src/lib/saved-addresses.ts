import type { AddressList } from "@heritage/domain/addresses";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "./api-client.ts";

/**
 * GET /api/users/me/addresses/: a shopper's saved addresses, the default first. Shared:
 * /profile edits them, checkout prefills the default.
 */
export const savedAddressesKey = ["users", "me", "addresses"] as const;

export function getSavedAddresses(signal?: AbortSignal): Promise<AddressList> {
  return api.get<AddressList>("/users/me/addresses/", { signal });
}

export const savedAddressesQuery = () =>
  queryOptions({ queryKey: savedAddressesKey, queryFn: ({ signal }) => getSavedAddresses(signal) });

export function useSavedAddresses(enabled = true) {
  return useQuery({ ...savedAddressesQuery(), enabled });
}
