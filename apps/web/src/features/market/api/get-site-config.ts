import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export type SiteConfig = { whatsapp_number: string };

/** GET /api/config/: public settings of this installation (the WhatsApp checkout number). */
export function getSiteConfig(signal?: AbortSignal): Promise<SiteConfig> {
  return api.get<SiteConfig>("/config/", { signal, auth: false });
}

export const siteConfigQueryOptions = () =>
  queryOptions({
    queryKey: ["site-config"] as const,
    queryFn: ({ signal }) => getSiteConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useSiteConfig() {
  return useQuery(siteConfigQueryOptions());
}
