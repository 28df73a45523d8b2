import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "./api-client.ts";

/** What checkout really offers: shown by the storefront instead of fixed copy. */
export type WayToPay = "whatsapp" | "mtn" | "airtel";
export type SiteConfig = {
  whatsapp_number: string;
  ways_to_pay?: WayToPay[];
  delivery?: {
    lowest_fee: number;
    free_above: number | null;
    days_min: number;
    days_max: number;
    abroad: boolean;
  } | null;
  promo?: { code: string; kind: "percent" | "fixed"; value: number; first_order_only: boolean } | null;
  /** A payment simulator is on: the demo banner says no money moves (decision 218). */
  demo_payments?: boolean;
};

/** GET /api/config/: public settings of this installation (WhatsApp number, ways to pay, delivery, the advertised code). */
export function getSiteConfig(signal?: AbortSignal): Promise<SiteConfig> {
  return api.get<SiteConfig>("/config/", { signal, auth: false });
}

export const siteConfigQueryOptions = () =>
  queryOptions({
    queryKey: ["site-config"] as const,
    queryFn: ({ signal }) => getSiteConfig(signal),
    // The admin may change delivery and codes: a minute, like the server's cache.
    staleTime: 60_000,
  });

export function useSiteConfig() {
  return useQuery(siteConfigQueryOptions());
}
