import { z } from "zod";
import { imageRefSchema } from "./catalog.ts";
import { EMAIL_PATTERN, requiredText } from "./fields.ts";
import { messages } from "./messages.ts";

const s = messages.signUp;
const p = messages.profile;

/** Avatars follow the product image rules (PNG, JPEG, WebP or GIF under 2 MB), checked by both sides. */
export const AVATAR_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;

/** 'My profile' form; PATCH /api/users/me/ takes any subset of it. */
export const profileFormSchema = z.object({
  first_name: requiredText(s.firstNameRequired).pipe(z.string().max(150, p.firstNameMax)),
  last_name: requiredText(s.lastNameRequired).pipe(z.string().max(150, p.lastNameMax)),
  email: requiredText(s.emailRequired)
    .pipe(z.string().max(254, s.emailInvalid))
    .pipe(z.string().regex(EMAIL_PATTERN, s.emailInvalid)),
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
});
export type ProfilePatchInput = z.input<typeof profilePatchSchema>;

export const passwordChangeSchema = z.object({
  current_password: z.string({ error: p.currentPasswordRequired }).min(1, p.currentPasswordRequired),
  new_password: z
    .string({ error: s.passwordRequired })
    .min(1, s.passwordRequired)
    .min(6, s.passwordMin)
    .max(128, s.passwordMax),
});
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/** Deleting the account asks for the password once more, so a borrowed session cannot do it. */
export const accountDeleteSchema = z.object({
  password: z.string({ error: p.currentPasswordRequired }).min(1, p.currentPasswordRequired),
});
export type AccountDeleteInput = z.infer<typeof accountDeleteSchema>;
