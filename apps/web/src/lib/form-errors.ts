import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { isApiError } from "./api-error.ts";
import { messages } from "./i18n/messages.ts";

/**
 * Which of the server's field keys the form shows at one of its inputs: a list of names, or a function
 * from the server's key to the form's field (a renamed field, a nested path), null when it has none
 * (its message joins the form's), false when the form shows it itself, outside react-hook-form.
 */
export type ServerFields<T extends FieldValues> =
  | readonly Path<T>[]
  | ((key: string) => string | false | null | undefined);

const fieldFor = <T extends FieldValues>(fields: ServerFields<T>, key: string) =>
  typeof fields === "function"
    ? (fields(key) as Path<T> | false | null | undefined)
    : fields.find((name) => name === key);

/**
 * Puts a DRF-shaped answer's field messages ({"email": ["Email already exists"]}) at the form's own
 * fields (product §5: joined and shown at the field), the first of them focused unless `focus` is
 * false (a form whose fields sit in tabs shows its first problem itself), and returns the
 * message for the whole form, if any: the messages of fields the form does not show, the network text
 * when there was no answer at all, the throttle's text, the server's detail, or `fallback` (no answer
 * we can show; a 5xx).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: ServerFields<T>,
  setError: UseFormSetError<T>,
  fallback: string,
  focus = true,
): string | null {
  if (!isApiError(error)) return fallback;
  if (error.status === 0) return messages.common.networkError;
  if (error.status === 429) return error.detail ?? messages.auth.tooManyRequests;
  let focused = !focus;
  const unshown: string[] = [];
  for (const key of Object.keys(error.fieldErrors)) {
    const message = error.fieldMessage(key);
    const field = fieldFor(fields, key);
    if (!message || field === false) continue;
    if (!field) {
      unshown.push(message);
      continue;
    }
    setError(field, { type: "server", message }, { shouldFocus: !focused });
    focused = true;
  }
  if (unshown.length > 0) return unshown.join(" ");
  if (Object.keys(error.fieldErrors).length > 0) return null;
  return error.status >= 500 ? fallback : (error.detail ?? fallback);
}
