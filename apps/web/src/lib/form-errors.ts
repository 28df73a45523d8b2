import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { ApiError } from "./api-error.ts";

/**
 * Puts the server's DRF field messages ({"email": ["Email already exists"]}) under the form's own
 * fields (product §5: shown at the field). Returns whether any was placed, so the caller knows whether
 * the form still needs a message of its own.
 */
export function placeFieldErrors<T extends FieldValues>(
  error: ApiError,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  let placed = false;
  for (const field of fields) {
    const message = error.fieldMessage(field);
    if (message) {
      setError(field, { type: "server", message });
      placed = true;
    }
  }
  return placed;
}
