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
};
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
 * Which networks the checkout offers. Unset: both simulators, except with NODE_ENV=production,
 * where nothing is offered until PAYMENT_PROVIDERS says so (a simulator never takes real orders
 * by mistake).
 */
export function paymentsFromEnv(env: PaymentEnv): PaymentsConfig {
  const raw =
    env.PAYMENT_PROVIDERS ?? (env.NODE_ENV === "production" ? "none" : "mtn-simulator,airtel-simulator");
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
