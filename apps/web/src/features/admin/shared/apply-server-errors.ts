import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { isApiError } from "../../../lib/api-error.ts";
import { placeFieldErrors } from "../../../lib/form-errors.ts";
import { messages } from "../../../lib/i18n/messages.ts";

/**
 * Puts a DRF-shaped 400's messages at their fields (product §5: joined and shown at the field) and
 * returns the message for the whole form, if any: the server's detail, the network text when there
 * was no answer at all, or `fallback` when the answer carried no field errors.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  fallback: string,
): string | null {
  if (!isApiError(error)) return fallback;
  if (error.status === 0) return messages.common.networkError;
  const placed = placeFieldErrors(error, fields, setError);
  const others = Object.keys(error.fieldErrors).filter((key) => !fields.includes(key as Path<T>));
  if (others.length > 0) return others.map((key) => error.fieldMessage(key)).join(" ");
  if (placed) return null;
  return error.status === 400 || error.status >= 500 ? fallback : (error.detail ?? fallback);
}
