import { z } from "zod";
import { isCommonPassword } from "./common-passwords.ts";
import { isAcceptableEmail } from "./email-address.ts";
import { isEmailShaped, requiredIdentifier, requiredText } from "./fields.ts";
import { LANGUAGES } from "./languages.ts";
import { messages } from "./messages.ts";

const m = messages;

/** The longest sign-in name: an email address may have 254 characters, a username fewer. */
export const LOGIN_NAME_MAX = 254;

export const loginSchema = z.object({
  username: requiredText(m.signIn.usernameRequired)
    .pipe(z.string().max(LOGIN_NAME_MAX, m.signIn.usernameMax))
    .refine((value) => isEmailShaped(value) || value.length >= 3, m.signIn.usernameInvalid),
  password: z
    .string({ error: m.signIn.passwordRequired })
    .min(1, m.signIn.passwordRequired)
    .min(6, m.signIn.passwordMin),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const USERNAME_PATTERN = /^[A-Za-z0-9@.+_-]+$/;

const notCommon = (password: string) => !isCommonPassword(password);

/** Every password a shopper sets (sign-up, change): product §5's 6 characters at least, never a common one. */
export const newPasswordSchema = z
  .string({ error: m.signUp.passwordRequired })
  .min(1, m.signUp.passwordRequired)
  .min(6, m.signUp.passwordMin)
  .max(128, m.signUp.passwordMax)
  .refine(notCommon, m.signUp.passwordCommon);

/** The admin portal's password rule (product §5: 8 to 32 characters), as its sign-in form checks it. */
export const adminPasswordSchema = z
  .string({ error: m.adminSignIn.passwordRequired })
  .min(1, m.adminSignIn.passwordRequired)
  .min(8, m.adminSignIn.passwordLength)
  .max(32, m.adminSignIn.passwordLength);

/**
 * Every password an administrator gets (create-admin, ADMIN_PASSWORD, their own change): the
 * portal's rule, so no admin is given a password the portal then refuses, and never a common one.
 */
export const newAdminPasswordSchema = adminPasswordSchema.refine(notCommon, m.signUp.passwordCommon);

/** The rule for a password set on an account of this type. */
export const newPasswordSchemaFor = (type: "user" | "admin") =>
  type === "admin" ? newAdminPasswordSchema : newPasswordSchema;

/** A username as sign-up and the admin's edit take it. */
export const usernameSchema = (requiredMessage: string) =>
  requiredIdentifier(requiredMessage)
    .pipe(z.string().min(3, m.signUp.usernameMin))
    .pipe(z.string().max(150, m.signUp.usernameMax))
    .pipe(z.string().regex(USERNAME_PATTERN, m.signUp.usernameInvalid));

/** An email address as sign-up, the profile and the admin's edit take it (email-address.ts). */
export const emailSchema = (requiredMessage: string, invalidMessage: string) =>
  requiredIdentifier(requiredMessage)
    .pipe(z.string().max(254, invalidMessage))
    .pipe(z.string().refine(isAcceptableEmail, invalidMessage));

export const registerSchema = z.object({
  first_name: requiredIdentifier(m.signUp.firstNameRequired).pipe(
    z.string().max(150, m.profile.firstNameMax),
  ),
  last_name: requiredIdentifier(m.signUp.lastNameRequired).pipe(z.string().max(150, m.profile.lastNameMax)),
  username: usernameSchema(m.signUp.usernameRequired),
  email: emailSchema(m.signUp.emailRequired, m.signUp.emailInvalid),
  password: newPasswordSchema,
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The admin portal's stricter form (product §5); the captcha is checked in the browser only. */
export const adminLoginSchema = z.object({
  username: requiredText(m.adminSignIn.usernameRequired)
    .pipe(z.string().min(3, m.adminSignIn.usernameMin))
    .pipe(z.string().max(20, m.adminSignIn.usernameMax))
    .pipe(z.string().regex(/^[A-Za-z0-9_-]+$/, m.adminSignIn.usernameInvalid)),
  password: adminPasswordSchema,
});
export type AdminLoginInput = z.infer<typeof adminLoginSchema>;

/** create-admin's prompt: the portal's username rule and a new administrator's password. */
export const adminCredentialsSchema = adminLoginSchema.extend({ password: newAdminPasswordSchema });

export const refreshSchema = z.object({ refresh: requiredText("This field is required.") });
export const logoutSchema = refreshSchema;

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  type: z.enum(["user", "admin"]),
  avatar: z.string().nullable(),
  /** The language chosen on the account (null until the person picks one). */
  language: z.enum(LANGUAGES).nullable().optional(),
});
export type User = z.infer<typeof userSchema>;

export const loginResponseSchema = z.object({ access: z.string(), refresh: z.string(), user: userSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export const refreshResponseSchema = z.object({ access: z.string(), refresh: z.string() });
