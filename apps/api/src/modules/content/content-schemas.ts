import { paginatedSchema } from "@heritage/domain/catalog";
import { z } from "zod";

export { paginatedSchema };
export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const notFoundResponse = z.object({ detail: z.string() });
export const fieldErrorsResponse = z.record(z.string(), z.array(z.string()));
