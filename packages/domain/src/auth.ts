import { z } from "zod";
import { isEmailShaped, requiredText } from "./fields.ts";
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

export const registerSchema = z.object({
  first_name: requiredText(m.signUp.firstNameRequired).pipe(z.string().max(150)),
  last_name: requiredText(m.signUp.lastNameRequired).pipe(z.string().max(150)),
  username: requiredText(m.signUp.usernameRequired)
    .pipe(z.string().min(3, m.signUp.usernameMin))
    .pipe(z.string().max(150, m.signUp.usernameMax))
    .pipe(z.string().regex(USERNAME_PATTERN, m.signUp.usernameInvalid)),
  email: requiredText(m.signUp.emailRequired)
    .pipe(z.string().max(254, m.signUp.emailInvalid))
    .pipe(z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, m.signUp.emailInvalid)),
  password: z
    .string({ error: m.signUp.passwordRequired })
    .min(1, m.signUp.passwordRequired)
    .min(6, m.signUp.passwordMin)
    .max(128, m.signUp.passwordMax),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The admin portal's stricter form (SPEC §5); the captcha is checked in the browser only. */
export const adminLoginSchema = z.object({
  username: requiredText(m.adminSignIn.usernameRequired)
    .pipe(z.string().min(3, m.adminSignIn.usernameMin))
    .pipe(z.string().max(20, m.adminSignIn.usernameMax))
    .pipe(z.string().regex(/^[A-Za-z0-9_-]+$/, m.adminSignIn.usernameInvalid)),
  password: z
    .string({ error: m.adminSignIn.passwordRequired })
    .min(1, m.adminSignIn.passwordRequired)
    .min(8, m.adminSignIn.passwordLength)
    .max(32, m.adminSignIn.passwordLength),
});
export type AdminLoginInput = z.infer<typeof adminLoginSchema>;

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
});
export type User = z.infer<typeof userSchema>;

export const loginResponseSchema = z.object({ access: z.string(), refresh: z.string(), user: userSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export const refreshResponseSchema = z.object({ access: z.string(), refresh: z.string() });
