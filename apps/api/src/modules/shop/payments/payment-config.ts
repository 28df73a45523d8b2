import { PAYMENT_PROVIDERS, type PaymentProviderName } from "@heritage/domain/payments";
import { z } from "zod";

/** One network the checkout offers, and whether it is the real API or the in-process simulator. */
export interface ProviderSetting {
  name: PaymentProviderName;
  simulated: boolean;
}

export interface PaymentsConfig {
  providers: ProviderSetting[];
  /** Our public address; MTN is told to call back at {this}/api/payments/callbacks/mtn. */
  callbackBaseUrl?: string;
  /** How long a payment may await the payer before the reconciliation expires it. */
  timeoutMinutes: number;
  mtn?: {
    baseUrl: string;
    subscriptionKey: string;
    apiUser: string;
    apiKey: string;
    targetEnvironment: string;
  };
  airtel?: { baseUrl: string; clientId: string; clientSecret: string };
}

export const DEFAULT_PAYMENT_TIMEOUT_MINUTES = 15;
const SETTINGS = ["none", ...PAYMENT_PROVIDERS, ...PAYMENT_PROVIDERS.map((name) => `${name}-simulator`)];

/** The payments part of the environment (README); every credential is optional until its network is chosen. */
export const paymentEnvSchema = {
  PAYMENT_PROVIDERS: z
    .string()
    .regex(
      new RegExp(`^\\s*(${SETTINGS.join("|")})(\\s*,\\s*(${SETTINGS.join("|")}))*\\s*$`),
      "a comma list of mtn, airtel, mtn-simulator, airtel-simulator, or none",
    )
    .optional(),
  PAYMENT_CALLBACK_BASE_URL: z.url().optional(),
  PAYMENT_TIMEOUT_MINUTES: z.coerce.number().int().min(1).max(1440).default(DEFAULT_PAYMENT_TIMEOUT_MINUTES),
  MTN_MOMO_BASE_URL: z.url().optional(),
  MTN_MOMO_SUBSCRIPTION_KEY: z.string().optional(),
  MTN_MOMO_API_USER: z.string().optional(),
  MTN_MOMO_API_KEY: z.string().optional(),
  MTN_MOMO_TARGET_ENVIRONMENT: z.string().default("mtnrwanda"),
  AIRTEL_MONEY_BASE_URL: z.url().optional(),
  AIRTEL_MONEY_CLIENT_ID: z.string().optional(),
  AIRTEL_MONEY_CLIENT_SECRET: z.string().optional(),
  NODE_ENV: z.string().optional(),
  /** A test deployment on a real database or with a public address that takes simulated payments on purpose. */
  PAYMENT_SIMULATORS_FORCED: z
    .enum(["true", "false", "1", "0", "yes", "no"])
    .transform((value) => value === "true" || value === "1" || value === "yes")
    .optional(),
};

/**
 * What makes a start a real deployment rather than the embedded demo of `npm start`: a PostgreSQL
 * server, an SMTP server, a public address. The simulators "pay" any order in seconds, so a start
 * with one of these and a simulator on is refused unless PAYMENT_SIMULATORS_FORCED says so.
 */
export const DEPLOYMENT_VARIABLES = ["DATABASE_URL", "SMTP_HOST", "PUBLIC_URL"] as const;
export type DeploymentEnv = Partial<Record<(typeof DEPLOYMENT_VARIABLES)[number], string>>;
const paymentEnv = z.object(paymentEnvSchema);
type PaymentEnv = z.output<typeof paymentEnv>;

/** Names the missing variable, never a value: these are credentials. */
function required(env: PaymentEnv, keys: (keyof PaymentEnv)[], network: string): void {
  const missing = keys.find((key) => !env[key]);
  if (missing)
    throw new Error(
      `Invalid environment variable ${missing}: required when ${network} is in PAYMENT_PROVIDERS`,
    );
}

/**
 * Which networks the checkout offers. Unset: both simulators for the embedded demo only (no
 * DEPLOYMENT_VARIABLES, not NODE_ENV=production), else nothing until PAYMENT_PROVIDERS says so.
 * Simulators asked for on a real deployment stop the start with one line naming what makes it
 * one, unless PAYMENT_SIMULATORS_FORCED=true: a simulator never takes real orders by mistake.
 */
export function paymentsFromEnv(env: PaymentEnv & DeploymentEnv): PaymentsConfig {
  const deployment = DEPLOYMENT_VARIABLES.filter((name) => env[name]);
  const demo = env.NODE_ENV !== "production" && deployment.length === 0;
  const raw = env.PAYMENT_PROVIDERS ?? (demo ? "mtn-simulator,airtel-simulator" : "none");
  const names = raw
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "none");
  const providers: ProviderSetting[] = [];
  for (const entry of names) {
    const [name, mode] = entry.split("-") as [PaymentProviderName, string | undefined];
    if (providers.some((known) => known.name === name)) continue;
    providers.push({ name, simulated: mode === "simulator" });
  }
  const simulators = providers.filter((p) => p.simulated).map((p) => `${p.name}-simulator`);
  if (simulators.length > 0 && deployment.length > 0 && !env.PAYMENT_SIMULATORS_FORCED) {
    throw new Error(
      `Invalid environment variable PAYMENT_PROVIDERS: ${simulators.join(", ")} take no real money, and ` +
        `${deployment.join(", ")} make this a real deployment; name mtn or airtel, or set ` +
        "PAYMENT_SIMULATORS_FORCED=true for a test deployment",
    );
  }
  const config: PaymentsConfig = {
    providers,
    callbackBaseUrl: env.PAYMENT_CALLBACK_BASE_URL,
    timeoutMinutes: env.PAYMENT_TIMEOUT_MINUTES,
  };
  if (providers.some((p) => p.name === "mtn" && !p.simulated)) {
    required(
      env,
      ["MTN_MOMO_BASE_URL", "MTN_MOMO_SUBSCRIPTION_KEY", "MTN_MOMO_API_USER", "MTN_MOMO_API_KEY"],
      "mtn",
    );
    config.mtn = {
      baseUrl: env.MTN_MOMO_BASE_URL!,
      subscriptionKey: env.MTN_MOMO_SUBSCRIPTION_KEY!,
      apiUser: env.MTN_MOMO_API_USER!,
      apiKey: env.MTN_MOMO_API_KEY!,
      targetEnvironment: env.MTN_MOMO_TARGET_ENVIRONMENT,
    };
  }
  if (providers.some((p) => p.name === "airtel" && !p.simulated)) {
    required(
      env,
      ["AIRTEL_MONEY_BASE_URL", "AIRTEL_MONEY_CLIENT_ID", "AIRTEL_MONEY_CLIENT_SECRET"],
      "airtel",
    );
    config.airtel = {
      baseUrl: env.AIRTEL_MONEY_BASE_URL!,
      clientId: env.AIRTEL_MONEY_CLIENT_ID!,
      clientSecret: env.AIRTEL_MONEY_CLIENT_SECRET!,
    };
  }
  return config;
}
