import { DEFAULT_ORDER_HOLD_HOURS } from "@heritage/domain/orders";
import { z } from "zod";

const flag = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

const positiveInt = z.coerce.number().int().positive();

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
  ADMIN_PASSWORD: z.string().min(8).max(32).optional(),
  SEED_DEMO: flag.optional(),
  JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  WHATSAPP_NUMBER: z
    .string()
    .regex(/^\d{8,15}$/, "digits only, with the country code")
    .default("250788000000"),
  RATE_LIMIT_LOGIN: positiveInt.default(60),
  RATE_LIMIT_REGISTER: positiveInt.default(20),
  ORDER_HOLD_HOURS: z.coerce.number().positive().max(8760).default(DEFAULT_ORDER_HOLD_HOURS),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: flag.default(false),
  WEB_DIST: z.string().optional(),
  CATALOG_CACHE: flag.default(true),
});

export type Env = z.infer<typeof envSchema>;

/** Everything the app needs to run; tests build it directly. */
export interface AppConfig {
  port?: number;
  host?: string;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret?: string;
  adminUsername?: string;
  adminPassword?: string;
  seedDemo?: boolean;
  whatsappNumber: string;
  rateLimitLogin: number;
  rateLimitRegister: number;
  /** Hours a pending order holds its stock before it is cancelled (default 48). */
  orderHoldHours?: number;
  logLevel: Env["LOG_LEVEL"];
  trustProxy: boolean;
  webDist?: string;
  /** Answer anonymous catalogue reads from memory (decision 060); off only to measure the database. */
  catalogCache?: boolean;
  /** Injectable clock for expiry rules in tests. */
  now?: () => Date;
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
  return parsed.data;
}

export class ConfigError extends Error {}

export function configFromEnv(env: Env): AppConfig {
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    jwtSecret: env.JWT_SECRET,
    adminUsername: env.ADMIN_USERNAME,
    adminPassword: env.ADMIN_PASSWORD,
    seedDemo: env.SEED_DEMO,
    whatsappNumber: env.WHATSAPP_NUMBER,
    rateLimitLogin: env.RATE_LIMIT_LOGIN,
    rateLimitRegister: env.RATE_LIMIT_REGISTER,
    orderHoldHours: env.ORDER_HOLD_HOURS,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    webDist: env.WEB_DIST,
    catalogCache: env.CATALOG_CACHE,
  };
}
