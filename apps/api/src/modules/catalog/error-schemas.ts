import { z } from "zod";

/** {"detail": "..."} answers (401, 403, 404, 409), documented in OpenAPI. */
export const detailSchema = z.object({ detail: z.string() }).passthrough();

/** DRF field errors {"field": ["message"]} — or a detail for a refused action — with 400. */
export const badRequestSchema = z.union([z.record(z.string(), z.array(z.string())), detailSchema]);

export const readErrors = { 401: detailSchema, 404: detailSchema } as const;
export const adminWriteErrors = { 400: badRequestSchema, 401: detailSchema, 403: detailSchema } as const;

/** Path ids are checked by hand so that `/products/abc/` is a 404, not a 400 or a 500. */
export const idParamsSchema = z.object({ id: z.string().max(200) });

const INT32_MAX = 2_147_483_647;

/** A positive 32-bit id from a path segment, or null (which the caller answers with 404). */
export function parseId(value: string): number | null {
  if (!/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= INT32_MAX ? id : null;
}
