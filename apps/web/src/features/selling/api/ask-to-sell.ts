import type { SellerApplication, SellerApplicationInput } from "@heritage/domain/selling";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** POST /api/selling/applications: 400 with field messages, 403 for a non-creator, 409 while one waits. */
export function useAskToSell() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SellerApplicationInput) =>
      api.post<SellerApplication>("/selling/applications", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.sellingStatus }),
  });
}
