import { PAGE_SIZE } from "@heritage/domain/constants";
import { pageLinks } from "../../lib/pagination.ts";

export interface PageRequest {
  page?: number;
  page_size?: number;
}

/** Limit and offset of the requested page; page 1 of PAGE_SIZE (SPEC §9) when none is asked. */
export function pageWindow(query: PageRequest) {
  const page = query.page ?? 1;
  const size = query.page_size ?? PAGE_SIZE;
  return { page, size, limit: size, offset: (page - 1) * size };
}

/** DRF's {count, next, previous, results}; a page past the end is empty, not an error. */
export function pageOf<T>(url: string, query: PageRequest, total: number, results: T[]) {
  const { page, size } = pageWindow(query);
  return { count: total, ...pageLinks(url, page, size, total), results };
}
