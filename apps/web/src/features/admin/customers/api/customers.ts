import type { Paginated } from "@heritage/domain/paging";
import type { CustomerUpdateInput } from "@heritage/domain/users";
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api } from "../../../../lib/api-client.ts";
import { queryKeys } from "../../../../lib/query-keys.ts";

export type Customer = {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  type: "user" | "admin";
  avatar: string | null;
  date_joined: string;
  /** Sent back with an edit so that it cannot undo another one made since (decision 075). */
  version: number;
};

export type CustomerListParams = { search: string; page: number; pageSize: number };

/** GET /api/users/?type=user: searched (username, email, full name) and paged by the server. */
export function useCustomers({ search, page, pageSize }: CustomerListParams) {
  return useQuery({
    queryKey: queryKeys.customers.list({ search, page, pageSize }),
    queryFn: ({ signal }) =>
      api.get<Paginated<Customer>>("/users/", {
        query: { type: "user", search: search || undefined, page, page_size: pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The admin's orders and carts lists show each customer's name, so a customer change moves them too. */
function invalidateListsNamingCustomers(queryClient: QueryClient) {
  return [
    queryClient.invalidateQueries({ queryKey: queryKeys.customers.lists() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.orders.lists() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.adminCarts.lists() }),
  ];
}

export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input, version }: { id: number; input: CustomerUpdateInput; version?: number }) =>
      api.patch<Customer>(`/users/${id}/`, { ...input, version }),
    onSuccess: (customer) =>
      Promise.all([
        ...invalidateListsNamingCustomers(queryClient),
        queryClient.invalidateQueries({ queryKey: queryKeys.customers.detail(customer.id) }),
      ]),
  });
}

/** A deleted customer leaves the lists and the dashboard's count (and their cart's value). */
export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/users/${id}/`),
    onSuccess: () =>
      Promise.all([
        ...invalidateListsNamingCustomers(queryClient),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminStats }),
      ]),
  });
}
