import { z } from "zod";

/**
 * The two shapes of a refusal (docs/architecture.md): 400 with messages per field, otherwise
 * `{"detail": "..."}` with 401, 403, 404, 409, 413 or 429, in the reader's language. Routes declare
 * them (apps/api/src/lib/http-schemas.ts); the web app's API client reads them.
 */
export const detailSchema = z.object({ detail: z.string() }).passthrough();
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
