import type { ApplicationStatus } from "@heritage/domain/community";
import type {
  ListingDecision,
  listingQueueSchema,
  OrderShipmentList,
  SellerApplication,
  SellerDecision,
} from "@heritage/domain/selling";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** GET /api/admin/seller-applications, newest first, filtered by status. */
export function useSellerApplications(status: ApplicationStatus) {
  return useQuery({
    queryKey: queryKeys.sellerApplications.list({ status }),
    queryFn: ({ signal }) =>
      api.get<{ count: number; results: SellerApplication[] }>("/admin/seller-applications", {
        signal,
        query: { status, page_size: 100 },
      }),
  });
}

export function useDecideSellerApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: SellerDecision }) =>
      api.post<SellerApplication>(`/admin/seller-applications/${id}/decision`, decision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.sellerApplications.all }),
  });
}

export type ListingQueue = z.infer<typeof listingQueueSchema>;

/** GET /api/admin/listings: makers' listings waiting for review, the longest waiting first. */
export function useListingQueue() {
  return useQuery({
    queryKey: queryKeys.listingQueue.lists(),
    queryFn: ({ signal }) => api.get<ListingQueue>("/admin/listings", { signal }),
  });
}

/** A decision puts a listing on sale (or takes it off): the market's lists move too. */
export function useDecideListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: ListingDecision }) =>
      api.post(`/admin/listings/${id}/decision`, decision),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.listingQueue.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
      ]),
  });
}

/** GET /api/admin/orders/{id}/shipments: each maker's part of the order (decision 242). */
export function useOrderShipments(orderId: number) {
  return useQuery({
    queryKey: [...queryKeys.orders.detail(orderId), "shipments"],
    queryFn: ({ signal }) => api.get<OrderShipmentList>(`/admin/orders/${orderId}/shipments`, { signal }),
  });
}
