import { messages } from "@heritage/domain/messages";
import type { FastifySchemaCompiler } from "fastify";
import type { ZodError, ZodType } from "zod";
import { FieldErrors, notFound } from "../lib/http-errors.ts";

/**
 * Zod issues as DRF field errors: the first message per top-level field, or with `nested` per
 * whole path (`questions.2.correct`), for forms whose fields sit inside lists (decision 134).
 */
export function toFieldErrors(error: ZodError, nested = false): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const path = nested ? issue.path : issue.path.slice(0, 1);
    const key = path.length > 0 ? path.map(String).join(".") : "non_field_errors";
    if (!fields[key]) fields[key] = [issue.message];
  }
  return fields;
}

/**
 * Validates params, query and body with the route's zod schema. A missing body counts as
 * `{}`, so a missing field gets its own 'X is required' message rather than a type error.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> = (route) => validator(route, false);
/** The same, naming each field by its whole path. */
export const zodNestedValidatorCompiler: FastifySchemaCompiler<ZodType> = (route) => validator(route, true);

const validator = ({ schema, httpPart }: Parameters<FastifySchemaCompiler<ZodType>>[0], nested: boolean) => {
  return (data: unknown) => {
    const input = httpPart === "body" && (data === null || data === undefined) ? {} : data;
    // Path parameters are left to their routes, where a strange id is simply not found.
    const nulField = httpPart === "params" ? null : fieldWithNul(input);
    if (nulField !== null) return { error: new FieldErrors({ [nulField]: [messages.common.nulCharacter] }) };
    const result = schema.safeParse(input);
    if (result.success) return { value: result.data };
    // A path that names nothing (`/articles/abc/`, an unknown provider) is not found, on every route,
    // rather than a 400 about a field the person never typed.
    if (httpPart === "params") return { error: notFound() };
    return { error: new FieldErrors(toFieldErrors(result.error, nested)) };
  };
};

/**
 * PostgreSQL cannot store U+0000 in text and answers such a query with an error, so a NUL
 * anywhere in the input is refused here, for every route, as a field error.
 */
function fieldWithNul(value: unknown, field = "non_field_errors", depth = 0): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? field : null;
  if (value === null || typeof value !== "object" || depth > 8) return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = fieldWithNul(inner, depth === 0 && !Array.isArray(value) ? key : field, depth + 1);
    if (found !== null) return found;
  }
  return null;
}
