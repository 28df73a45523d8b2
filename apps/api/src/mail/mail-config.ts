import { z } from "zod";

/** Where email goes (decision 172): an SMTP server when SMTP_HOST is set, else the outbox table. */
export interface MailConfig {
  smtp?: {
    host: string;
    port: number;
    /** TLS from the start (port 465); otherwise STARTTLS when the server offers it. */
    secure: boolean;
    user?: string;
    password?: string;
  };
  /** The From header, e.g. `Digital Heritage Platform <no-reply@heritage.rw>`. */
  from: string;
}

export const DEFAULT_MAIL_FROM = "Digital Heritage Platform <no-reply@localhost>";

const flag = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

/** The mail part of the environment (README). */
export const mailEnvSchema = {
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: flag.optional(),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASSWORD: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).default(DEFAULT_MAIL_FROM),
};
const mailEnv = z.object(mailEnvSchema);

/** Names the variable, never a value: SMTP_PASSWORD is a credential. */
export function mailFromEnv(env: z.output<typeof mailEnv>): MailConfig {
  if (Boolean(env.SMTP_USER) !== Boolean(env.SMTP_PASSWORD)) {
    throw new Error("Invalid environment variable SMTP_PASSWORD: SMTP_USER and SMTP_PASSWORD go together");
  }
  if (!env.SMTP_HOST) {
    if (env.SMTP_USER) throw new Error("Invalid environment variable SMTP_HOST: required with SMTP_USER");
    return { from: env.MAIL_FROM };
  }
  return {
    from: env.MAIL_FROM,
    smtp: {
      host: env.SMTP_HOST,
      port: env.SMTP_PORT,
      secure: env.SMTP_SECURE ?? env.SMTP_PORT === 465,
      user: env.SMTP_USER,
      password: env.SMTP_PASSWORD,
    },
  };
}
