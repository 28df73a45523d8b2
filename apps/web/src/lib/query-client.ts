import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-error.ts";
import { subscribeLanguage } from "./i18n/language.ts";

/**
 * Client errors (4xx) will not change on a retry; network and server errors get two more tries, unless
 * the device is offline: then the part says at once that it needs the connection, and is asked again
 * when the connection comes back (refetchOnReconnect).
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2 && navigator.onLine;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Asked even offline (decision 252): the service worker may answer from its copy of the catalogue.
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        networkMode: "offlineFirst",
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

/**
 * Records come in the reader's language (the API client sends Accept-Language), so after a switch every
 * query is fetched again: product names and descriptions follow the interface without a reload.
 */
export function refetchOnLanguageSwitch(client: QueryClient): () => void {
  return subscribeLanguage(() => void client.invalidateQueries());
}
