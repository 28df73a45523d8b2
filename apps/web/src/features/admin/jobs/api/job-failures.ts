import type { JobFailure } from "@heritage/domain/background-jobs";
import type { Paginated } from "@heritage/domain/paging";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../../lib/api-client.ts";
import { queryKeys } from "../../../../lib/query-keys.ts";

/** GET /api/admin/job-failures/: every failed attempt of a background job, newest first. */
export function useJobFailures(page: number, pageSize: number) {
  return useQuery({
    queryKey: queryKeys.jobFailures.list({ page, pageSize }),
    queryFn: ({ signal }) =>
      api.get<Paginated<JobFailure>>("/admin/job-failures/", {
        query: { page, page_size: pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/admin/jobs/{id}/retry/: a job that gave up, queued again. */
export function useRetryJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) => api.post<{ id: string; status: "queued" }>(`/admin/jobs/${jobId}/retry/`),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.jobFailures.all }),
  });
}
