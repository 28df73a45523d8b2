import { z } from "zod";
import { emailSchema, usernameSchema } from "./auth.ts";
import { optionalIdentifier, recordVersion } from "./fields.ts";
import { messages } from "./messages.ts";

const m = messages.customer;

/** Admin's 'Edit Customer' form (product §5); PATCH semantics on the server: every field optional there. */
export const customerUpdateSchema = z.object({
  first_name: optionalIdentifier(150, messages.profile.firstNameMax),
  last_name: optionalIdentifier(150, messages.profile.lastNameMax),
  username: usernameSchema(m.usernameRequired),
  email: emailSchema(m.emailRequired, m.emailInvalid),
});
export type CustomerUpdateInput = z.infer<typeof customerUpdateSchema>;
/** `version`: the customer as the form loaded it (decision 075); a moved version is a 409. */
export const customerPatchSchema = customerUpdateSchema
  .partial()
  .extend({ version: recordVersion().optional() });
