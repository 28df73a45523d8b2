import type { MakerPage } from "@heritage/domain/community";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { useLanguage } from "../../../lib/i18n/use-language.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** GET /api/makers/{slug}: the public profile and the maker's published items, in the reader's language. */
export function useMaker(slug: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: queryKeys.makers.detail(`${slug}:${language}`),
    queryFn: ({ signal }) => api.get<MakerPage>(`/makers/${encodeURIComponent(slug)}`, { signal }),
    retry: (count, error) => count < 2 && !(error && "status" in error && error.status === 404),
  });
}
