import type { PromptAnswer } from "@heritage/domain/community";
import { useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { useSession } from "../../../lib/use-session.ts";

/** Where the device keeps its answer to "Join as Creator" (decision 166). */
const STORAGE_KEY = "heritage.creatorPrompt";

export function answeredOnDevice(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) !== null;
  } catch {
    // Storage refused (private mode): ask, as nothing can be remembered.
    return false;
  }
}

/**
 * Keeps the answer on the device, and on the account when signed in (POST /api/creator/prompt), so
 * the question is asked once. A failed write on the account is not worth an error: the device has it.
 */
export function useAnswerCreatorPrompt() {
  const { isSignedIn } = useSession();
  const queryClient = useQueryClient();
  return (answer: PromptAnswer) => {
    try {
      window.localStorage.setItem(STORAGE_KEY, answer);
    } catch {
      // Nothing to keep it in: the account (if any) still remembers.
    }
    if (!isSignedIn) return;
    void api
      .post("/creator/prompt", { answer })
      .then(() => queryClient.invalidateQueries({ queryKey: queryKeys.creatorStatus }))
      .catch(() => undefined);
  };
}
