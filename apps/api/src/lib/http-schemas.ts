import { detailSchema, fieldErrorsSchema } from "@heritage/domain/http";
import { z } from "zod";
import { notFound } from "./http-errors.ts";

/**
 * The shapes every route declares for its refusals and path ids, read by Fastify (validation,
 * serialisation) and by the OpenAPI document. One file so that a route finds them in one place.
 */

// The domain's shapes, offered here too so that a route finds every refusal shape in one import.
export { detailSchema, fieldErrorsSchema };

/** Field errors {"field": ["message"]} — or a detail for a refused action — with 400. */
export const badRequestSchema = z.union([fieldErrorsSchema, detailSchema]);

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

/** The id in a route's path, or a 404 with `detail` (the record's own "not found" text). */
export function pathId(value: string, detail?: string): number {
  const id = parseId(value);
  if (id === null) throw notFound(detail);
  return id;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a text is a uuid (any case): public ids of items, media, jobs. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** The uuid in a route's path, lower-cased, or a 404: a public id that is not a uuid is simply not found. */
export function pathUuid(value: string): string {
  if (!isUuid(value)) throw notFound();
  return value.toLowerCase();
}

/** The content API's path id: a refused one answers 404 (plugins/validation), as parseId's do. */
export const idParams = z.object({ id: z.coerce.number().int().positive().max(INT32_MAX) });
