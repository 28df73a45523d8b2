import { z } from "zod";
import { USERNAME_PATTERN } from "./auth.ts";
import { optionalText, requiredText } from "./fields.ts";
import { messages } from "./messages.ts";

const m = messages.customer;

/** Admin's 'Edit Customer' form (SPEC §5); PATCH semantics on the server: every field optional there. */
export const customerUpdateSchema = z.object({
  first_name: optionalText(150, "First name must be at most 150 characters"),
  last_name: optionalText(150, "Last name must be at most 150 characters"),
  username: requiredText(m.usernameRequired)
    .pipe(z.string().min(3, messages.signUp.usernameMin))
    .pipe(z.string().max(150, messages.signUp.usernameMax))
    .pipe(z.string().regex(USERNAME_PATTERN, messages.signUp.usernameInvalid)),
  email: requiredText(m.emailRequired)
    .pipe(z.string().max(254, m.emailInvalid))
    .pipe(z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, m.emailInvalid)),
});
export type CustomerUpdateInput = z.infer<typeof customerUpdateSchema>;
export const customerPatchSchema = customerUpdateSchema.partial();
