/**
 * The environment variables the server reads, checked once with zod: a bad value stops the start
 * with one line naming the variable (README lists them). config.ts turns them into the app's config.
 */
import path from "node:path";
import { newAdminPasswordSchema } from "@heritage/domain/auth";
import {
  DEFAULT_ACCOUNT_HOLD_LIMITS,
  DEFAULT_ADDRESS_HOLD_LIMITS,
  DEFAULT_ORDER_HOLD_HOURS,
  type HoldLimits,
} from "@heritage/domain/orders";
import { z } from "zod";
import { trustProxySchema } from "./lib/trust-proxy.ts";
import { mailEnvSchema } from "./mail/mail-config.ts";
import { DEFAULT_UPLOAD_RATE_LIMIT } from "./media/upload-throttle.ts";
import { DEFAULT_CALLBACKS_PER_MINUTE } from "./modules/shop/payments/callback-throttle.ts";
import { paymentEnvSchema } from "./modules/shop/payments/payment-config.ts";
import { DEFAULT_PROMO_TRIES_PER_MINUTE } from "./modules/shop/shop-offers/promo-throttle.ts";
import { DEFAULT_REPOSITORY_PER_MINUTE, type SearchLimits } from "./plugins/search-guard.ts";

const flag = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

const positiveInt = z.coerce.number().int().positive();

/** How long a client may take (decision 081); the keep-alive outlasts a load balancer's 60 s idle. */
export const DEFAULT_TIMEOUTS: Timeouts = { requestMs: 120_000, headersMs: 20_000, keepAliveMs: 65_000 };
/** Searches a minute per address, and anonymous searches at once on the database (decision 082). */
export const DEFAULT_SEARCH_LIMITS: SearchLimits = {
  perMinute: 120,
  concurrency: 2,
  repositoryPerMinute: DEFAULT_REPOSITORY_PER_MINUTE,
};
const seconds = (ms: number) => positiveInt.max(3600).default(ms / 1000);

/** "orders,units of one product,units in all", e.g. "3,5,20": what unpaid orders may hold. */
const holdLimits = (defaults: HoldLimits) =>
  z
    .string()
    .regex(
      /^\s*\d{1,9}\s*,\s*\d{1,9}\s*,\s*\d{1,9}\s*$/,
      "three whole numbers: orders,units of one product,units",
    )
    .transform((value): HoldLimits => {
      const [orders, productUnits, units] = value.split(",").map(Number) as [number, number, number];
      return { orders, productUnits, units };
    })
    .refine(
      (limits) => limits.orders > 0 && limits.productUnits > 0 && limits.units > 0,
      "each must be at least 1",
    )
    .default(defaults);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres://")
    .optional(),
  ADMIN_USERNAME: z
    .string()
    .min(3)
    .max(20)
    .regex(/^[A-Za-z0-9_-]+$/, "letters, digits, _ and - only")
    .optional(),
  // The admin portal's rule (8 to 32, not a common password): the portal could not sign it in otherwise.
  ADMIN_PASSWORD: newAdminPasswordSchema.optional(),
  SEED_DEMO: flag.optional(),
  JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  WHATSAPP_NUMBER: z
    .string()
    .regex(/^\d{8,15}$/, "digits only, with the country code")
    .default("250788000000"),
  RATE_LIMIT_LOGIN: positiveInt.default(60),
  RATE_LIMIT_REGISTER: positiveInt.default(20),
  RATE_LIMIT_PASSWORD_RESET: positiveInt.default(5),
  UPLOAD_RATE_LIMIT: positiveInt.default(DEFAULT_UPLOAD_RATE_LIMIT),
  MEDIA_SWEEP_HOURS: z.coerce.number().min(0).max(8760).default(6),
  RATE_LIMIT_SEARCH: positiveInt.default(DEFAULT_SEARCH_LIMITS.perMinute),
  RATE_LIMIT_PROMO: positiveInt.default(DEFAULT_PROMO_TRIES_PER_MINUTE),
  RATE_LIMIT_PAYMENT_CALLBACK: positiveInt.default(DEFAULT_CALLBACKS_PER_MINUTE),
  SEARCH_CONCURRENCY: positiveInt.max(64).default(DEFAULT_SEARCH_LIMITS.concurrency),
  RATE_LIMIT_REPOSITORY: positiveInt.default(DEFAULT_REPOSITORY_PER_MINUTE),
  ORDER_HOLD_HOURS: z.coerce.number().positive().max(8760).default(DEFAULT_ORDER_HOLD_HOURS),
  ORDER_EXPIRY_SECONDS: z.coerce.number().positive().max(3600).default(60),
  ORDER_LIMITS_ACCOUNT: holdLimits(DEFAULT_ACCOUNT_HOLD_LIMITS),
  ORDER_LIMITS_ADDRESS: holdLimits(DEFAULT_ADDRESS_HOLD_LIMITS),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: trustProxySchema,
  REQUEST_TIMEOUT_SECONDS: seconds(DEFAULT_TIMEOUTS.requestMs),
  HEADERS_TIMEOUT_SECONDS: seconds(DEFAULT_TIMEOUTS.headersMs),
  KEEP_ALIVE_TIMEOUT_SECONDS: seconds(DEFAULT_TIMEOUTS.keepAliveMs),
  // @fastify/static needs an absolute root; a relative path is read from where the server starts.
  WEB_DIST: z
    .string()
    .transform((dir) => path.resolve(dir))
    .optional(),
  OAI_ADMIN_EMAIL: z.email().optional(),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL, e.g. https://heritage.rw" })
    .optional(),
  CATALOG_CACHE: flag.default(true),
  MEDIA_STORE: z.enum(["local", "s3"]).default("local"),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "3 to 63 lower-case letters, digits, dots and hyphens")
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag.optional(),
  MEDIA_PUBLIC_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  ...paymentEnvSchema,
  ...mailEnvSchema,
});

export type Env = z.infer<typeof envSchema>;

export interface Timeouts {
  /** A whole request (headers and body) must have arrived within this; then 408 and closed. */
  requestMs: number;
  /** The request's headers must have arrived within this. */
  headersMs: number;
  /** An idle kept-alive connection is closed after this. */
  keepAliveMs: number;
}

/** Parses the environment once; a bad value stops the start with one line naming the variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const defined = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(defined);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid environment variable ${String(issue.path[0])}: ${issue.message}`);
  }
  if (parsed.data.ADMIN_USERNAME && !parsed.data.ADMIN_PASSWORD) {
    throw new ConfigError("Invalid environment variable ADMIN_PASSWORD: required when ADMIN_USERNAME is set");
  }
  if (parsed.data.MEDIA_STORE === "s3" && !parsed.data.S3_BUCKET) {
    throw new ConfigError("Invalid environment variable S3_BUCKET: required when MEDIA_STORE is s3");
  }
  if (Boolean(parsed.data.S3_ACCESS_KEY_ID) !== Boolean(parsed.data.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      "Invalid environment variable S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together",
    );
  }
  if (parsed.data.SMTP_HOST && !parsed.data.PUBLIC_URL) {
    throw new ConfigError(
      "Invalid environment variable PUBLIC_URL: required when SMTP_HOST is set (emailed links are built on it, never on a request's Host)",
    );
  }
  if (parsed.data.HEADERS_TIMEOUT_SECONDS > parsed.data.REQUEST_TIMEOUT_SECONDS) {
    throw new ConfigError(
      "Invalid environment variable HEADERS_TIMEOUT_SECONDS: must not exceed REQUEST_TIMEOUT_SECONDS",
    );
  }
  return parsed.data;
}

export class ConfigError extends Error {}
