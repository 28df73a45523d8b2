import { apiRequest, buildUrl } from "../../../../lib/api-client.ts";
import { ApiError } from "../../../../lib/api-error.ts";
import { activeLanguage } from "../../../../lib/i18n/localized.ts";
import { getAccessToken } from "../../../../lib/session.ts";

/** One row of the dry run's report (the repository's CSV contract). */
export type ImportRow = {
  row: number;
  action: "create" | "update" | "unchanged";
  identifier: string | null;
  /** A new row has no identifier yet: its slug names it. */
  slug?: string | null;
  errors: { row: number; column: string; message: string }[];
  /** Who may see the item, where the row changes it (`before` null for a new item). */
  protocol_changes?: { column: string; before: string | null; after: string }[];
};
export type ImportError = { row: number; column: string; message: string };
export type ImportReport = {
  rows: ImportRow[];
  summary: { create: number; update: number; unchanged?: number; errors: number };
};

/** A file refused whole (400: wrong columns, broken quoting, bad encoding...): what it lists. */
export function refusedRows(error: unknown): ImportError[] {
  const data = (error as { data?: { errors?: unknown } } | null)?.data;
  return Array.isArray(data?.errors) ? (data.errors as ImportError[]) : [];
}

const IMPORT = "/admin/repository/import";

/** The dry run: what each row would do, nothing written. */
export function dryRun(file: File): Promise<ImportReport> {
  const body = new FormData();
  body.append("file", file);
  return apiRequest<ImportReport>(IMPORT, { method: "POST", body, query: { dry_run: 1 } });
}

/** GET items.csv with the list's filters, saved as a file (the bearer token rules out a plain link). */
export async function downloadCsv(query: Record<string, string | number | undefined>) {
  const url = buildUrl("/admin/repository/items.csv", query);
  const response = await fetch(url, {
    headers: { Authorization: `Bearer ${getAccessToken() ?? ""}`, "Accept-Language": activeLanguage() },
  });
  if (!response.ok) throw new ApiError(response.status, await response.text());
  const blob = await response.blob();
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = "repository-items.csv";
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(link.href);
}

type Job = {
  id?: string;
  job_id?: string;
  done?: number;
  total?: number;
  status?: string;
  summary?: ImportReport["summary"];
};

/**
 * The import itself. The server answers either the finished summary or a job to follow
 * (GET import/{job} with {done, total, status}); the progress callback hears each step.
 */
export async function runImport(
  file: File,
  onProgress: (done: number, total: number) => void,
): Promise<{ create: number; update: number }> {
  const body = new FormData();
  body.append("file", file);
  let job = await apiRequest<Job>(IMPORT, { method: "POST", body });
  const id = job.job_id ?? job.id;
  while (id && job.status !== "done" && job.status !== "failed") {
    onProgress(job.done ?? 0, job.total ?? 0);
    await new Promise((resolve) => window.setTimeout(resolve, 500));
    job = await apiRequest<Job>(`${IMPORT}/${id}`);
  }
  if (job.status === "failed") throw new ApiError(500, job);
  onProgress(job.total ?? 0, job.total ?? 0);
  return { create: job.summary?.create ?? 0, update: job.summary?.update ?? 0 };
}
