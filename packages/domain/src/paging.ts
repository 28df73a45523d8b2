import { z } from "zod";
import { MAX_PAGE_SIZE } from "./constants.ts";

/**
 * The one way a list is asked for a page: `?page=&page_size=`, answered `{count, next, previous,
 * results}` (`paginatedSchema` below). Every list route declares this query, extended with
 * its own filters, so a bad page is refused with the same words everywhere.
 */

/** A whole number from 1 to `max` out of a query string; empty or absent means "not given". */
export const pageNumber = (message: string, max: number) =>
  z.preprocess(
    (value) => (value === "" || value === undefined ? undefined : Number(value)),
    z.number({ error: message }).int(message).min(1, message).max(max, message).optional(),
  );

/** Any page a 32-bit integer can name is valid; one past the end is simply empty. */
export function pageQuery(maxPageSize: number = MAX_PAGE_SIZE) {
  return z.object({
    page: pageNumber("Invalid page.", 2_147_483_647),
    page_size: pageNumber(`Page size must be between 1 and ${maxPageSize}.`, maxPageSize),
  });
}

export const pageQuerySchema = pageQuery();

/** A page of a list as every list route answers it. */
export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}
export type Paginated<T> = { count: number; next: string | null; previous: string | null; results: T[] };
