import type { InstitutionDetail, InstitutionPage } from "@heritage/domain/institutions-query";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { useLanguage } from "../../../lib/i18n/use-language.ts";

/**
 * Museums are the repository's institutions of kind museum (decision 114): the list and a
 * museum's page read /api/repository/institutions/ in the reader's language (part of each key).
 */

const KEY = "repository-public";
const STALE = 5 * 60_000;

export function useMuseums(params: { search?: string; category?: string; page?: number; page_size: number }) {
  const language = useLanguage();
  const query = { kind: "museum", ...params };
  return useQuery({
    queryKey: [KEY, "institutions", language, query],
    queryFn: ({ signal }) =>
      api.get<InstitutionPage>("/repository/institutions/", {
        query: query as Record<string, string | number>,
        signal,
      }),
    staleTime: STALE,
    // While the next filter loads, the last museums stay on screen.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/repository/institutions/{slug}/: texts, visit facts, exhibitions, related notes. */
export function useMuseum(slug: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: [KEY, "institution", language, slug],
    queryFn: ({ signal }) =>
      api.get<InstitutionDetail>(`/repository/institutions/${encodeURIComponent(slug)}/`, { signal }),
    staleTime: STALE,
    // A 404 is an answer, not a hiccup to retry.
    retry: (count, error) => count < 2 && (error as { status?: number }).status !== 404,
  });
}
