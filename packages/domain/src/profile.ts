import { z } from "zod";
import { emailSchema, newPasswordSchema, newPasswordSchemaFor } from "./auth.ts";
import { imageRefSchema } from "./catalog.ts";
import { requiredIdentifier } from "./fields.ts";
import { LANGUAGES } from "./languages.ts";
import { messages } from "./messages.ts";

const s = messages.signUp;
const p = messages.profile;

/** Avatars follow the product image rules (PNG, JPEG, WebP or GIF under 2 MB), checked by both sides. */
export const AVATAR_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;

/** 'My profile' form; PATCH /api/users/me/ takes any subset of it. */
export const profileFormSchema = z.object({
  first_name: requiredIdentifier(s.firstNameRequired).pipe(z.string().max(150, p.firstNameMax)),
  last_name: requiredIdentifier(s.lastNameRequired).pipe(z.string().max(150, p.lastNameMax)),
  email: emailSchema(s.emailRequired, s.emailInvalid),
});
export type ProfileFormInput = z.infer<typeof profileFormSchema>;

export const profilePatchSchema = profileFormSchema.partial().extend({
  /** A new picture (data URL or media reference), or null to remove it. */
  avatar: z
    .string()
    // 2 MB in base64 plus the data-URL header; anything longer cannot be a valid avatar.
    .max(2_800_000 + 100, messages.product.imageTooBig)
    .pipe(imageRefSchema.or(z.never()))
    .nullable()
    .optional(),
  language: z.enum(LANGUAGES, { error: p.languageInvalid }).optional(),
});
export type ProfilePatchInput = z.input<typeof profilePatchSchema>;

const currentPassword = z.string({ error: p.currentPasswordRequired }).min(1, p.currentPasswordRequired);

/**
 * 'Change password' of a shopper. The API validates the request with it, then holds an
 * administrator's new password to the admin rule (passwordChangeSchemaFor), as the form does.
 */
export const passwordChangeSchema = z.object({
  current_password: currentPassword,
  new_password: newPasswordSchema,
});
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/** The change-password form of an account of this type (an administrator's: 8 to 32 characters). */
export const passwordChangeSchemaFor = (type: "user" | "admin") =>
  z.object({ current_password: currentPassword, new_password: newPasswordSchemaFor(type) });

/** Deleting the account asks for the password once more, so a borrowed session cannot do it. */
export const accountDeleteSchema = z.object({
  password: z.string({ error: p.currentPasswordRequired }).min(1, p.currentPasswordRequired),
});
export type AccountDeleteInput = z.infer<typeof accountDeleteSchema>;
