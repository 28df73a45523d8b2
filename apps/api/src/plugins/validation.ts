import type { FastifySchemaCompiler } from "fastify";
import type { ZodError, ZodType } from "zod";
import { FieldErrors } from "../lib/http-errors.ts";

/** Zod issues as DRF field errors: the first message per top-level field. */
export function toFieldErrors(error: ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : "non_field_errors";
    if (!fields[key]) fields[key] = [issue.message];
  }
  return fields;
}

/**
 * Validates params, query and body with the route's zod schema. A missing body counts as
 * `{}`, so a missing field gets its own 'X is required' message rather than a type error.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> = ({ schema, httpPart }) => {
  return (data: unknown) => {
    const input = httpPart === "body" && (data === null || data === undefined) ? {} : data;
    const result = schema.safeParse(input);
    if (result.success) return { value: result.data };
    return { error: new FieldErrors(toFieldErrors(result.error)) };
  };
};
