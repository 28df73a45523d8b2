import { messages } from "@heritage/domain/messages";
import { FieldErrors } from "../../../lib/http-errors.ts";

export interface TakenFields {
  username: boolean;
  email: boolean;
}

/** Taken names as DRF field errors (the sign-up form's texts), or null when nothing is taken. */
export function uniqueFieldErrors(taken: TakenFields): FieldErrors | null {
  const fields: Record<string, string[]> = {};
  if (taken.username) fields.username = [messages.signUp.usernameTaken];
  if (taken.email) fields.email = [messages.signUp.emailTaken];
  return Object.keys(fields).length ? new FieldErrors(fields) : null;
}

/** Which unique index a 23505 came from (the driver's error, or Drizzle's wrapper around it). */
export function violatedField(error: unknown): TakenFields {
  let constraint = "";
  for (let current = error, depth = 0; current && depth < 3 && !constraint; depth++) {
    const named = (current as { constraint?: unknown }).constraint;
    if (typeof named === "string") constraint = named;
    current = (current as { cause?: unknown }).cause;
  }
  return {
    username: constraint === "users_username_lower_key",
    email: constraint === "users_email_lower_key",
  };
}
