import type { Address, AddressInput } from "@heritage/domain/addresses";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { savedAddressesKey } from "../../../lib/saved-addresses.ts";

/** POST, PUT, DELETE /api/users/me/addresses/ and POST …/{id}/default/; each refreshes the list. */
export type AddressChange =
  | { kind: "create"; input: AddressInput }
  | { kind: "update"; id: number; input: AddressInput }
  | { kind: "default"; id: number }
  | { kind: "delete"; id: number };

function sendChange(change: AddressChange): Promise<Address | undefined> {
  switch (change.kind) {
    case "create":
      return api.post<Address>("/users/me/addresses/", change.input);
    case "update":
      return api.put<Address>(`/users/me/addresses/${change.id}/`, change.input);
    case "default":
      return api.post<Address>(`/users/me/addresses/${change.id}/default/`);
    case "delete":
      return api.delete(`/users/me/addresses/${change.id}/`);
  }
}

export function useAddressChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendChange,
    // The default can move on any change (the first address, a deleted default): read the list again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedAddressesKey }),
  });
}
