import type { CreatorApplication, CreatorApplicationInput } from "@heritage/domain/community";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** POST /api/creator/applications: 400 with field messages, 409 while one waits or once a creator. */
export function useApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatorApplicationInput) =>
      api.post<CreatorApplication>("/creator/applications", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.creatorStatus }),
  });
}
