import type { HoldLimits } from "@heritage/domain/orders";
import { ConfigError, type Env, type Timeouts } from "./config-env.ts";
import type { WorkerOptions } from "./jobs/worker.ts";
import type { TrustProxy } from "./lib/trust-proxy.ts";
import { type MailConfig, mailFromEnv } from "./mail/mail-config.ts";
import type { MediaConfig } from "./media/store/create-store.ts";
import { type PaymentsConfig, paymentsFromEnv } from "./modules/shop/payments/payment-config.ts";
import type { SimulatorOverrides } from "./modules/shop/payments/provider-registry.ts";
import type { PaymentProvider } from "./modules/shop/payments/providers/payment-provider.ts";
import type { SearchLimits } from "./plugins/search-guard.ts";

export {
  ConfigError,
  DEFAULT_SEARCH_LIMITS,
  DEFAULT_TIMEOUTS,
  type Env,
  loadEnv,
  type Timeouts,
} from "./config-env.ts";

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
  /** 'Forgot password?' requests a minute per client address (default 5). */
  rateLimitPasswordReset?: number;
  /** SMTP server, or the outbox table when not given (decision 172). */
  mail?: MailConfig;
  /** Pictures one account may upload a minute (avatar, admin forms); tests raise it. */
  uploadRateLimit?: number;
  /** Hours between two sweeps of orphaned media files; 0 turns the sweep off. */
  mediaSweepHours?: number;
  /** Hours a pending order holds its stock before it is cancelled (default 48). */
  orderHoldHours?: number;
  /** Seconds between two runs of the order expiry in each process (default 60). */
  orderExpirySeconds?: number;
  /** The background job worker of this process (decision 192); false: none (jobs wait for another). */
  jobs?: WorkerOptions | false;
  /** What one account's, and one client address's, unpaid orders may hold (decision 070). */
  orderLimits?: { account: HoldLimits; address: HoldLimits };
  logLevel: Env["LOG_LEVEL"];
  /** Which hops may name the client in X-Forwarded-For (lib/trust-proxy.ts); false: none. */
  trustProxy: TrustProxy;
  webDist?: string;
  /** Origin of the public site for absolute ids in IIIF and OAI-PMH (lib/public-url.ts). */
  publicUrl?: string;
  /** The adminEmail OAI-PMH's Identify names; admin@<public host> when not given. */
  oaiAdminEmail?: string;
  /** DEFAULT_SEARCH_LIMITS when not given. */
  searchLimits?: SearchLimits;
  /** Refused promo codes a minute per account and per address (decision 210). */
  promoTriesPerMinute?: number;
  /** Payment callbacks a minute per client address, across processes (decision 210). */
  callbacksPerMinute?: number;
  /** DEFAULT_TIMEOUTS when not given. */
  timeouts?: Timeouts;
  /** Answer anonymous catalogue reads from memory (decision 060); off only to measure the database. */
  catalogCache?: boolean;
  /** Where media live (decision 190); the local folder DATA_DIR/media when not given. */
  media?: MediaConfig;
  /** Mobile-money networks offered at checkout (decision 120); none when not given. */
  payments?: PaymentsConfig;
  /** Tests: the simulators' timing and callbacks. */
  paymentSimulator?: SimulatorOverrides;
  /** Tests: providers used instead of those `payments` names. */
  paymentProviders?: PaymentProvider[];
  /** Injectable clock for expiry rules in tests. */
  now?: () => Date;
}

function mailOf(env: Env): MailConfig {
  try {
    return mailFromEnv(env);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

function paymentsOf(env: Env): PaymentsConfig {
  try {
    return paymentsFromEnv(env);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

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
    rateLimitPasswordReset: env.RATE_LIMIT_PASSWORD_RESET,
    uploadRateLimit: env.UPLOAD_RATE_LIMIT,
    mediaSweepHours: env.MEDIA_SWEEP_HOURS,
    orderHoldHours: env.ORDER_HOLD_HOURS,
    orderExpirySeconds: env.ORDER_EXPIRY_SECONDS,
    orderLimits: { account: env.ORDER_LIMITS_ACCOUNT, address: env.ORDER_LIMITS_ADDRESS },
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    webDist: env.WEB_DIST,
    publicUrl: env.PUBLIC_URL,
    oaiAdminEmail: env.OAI_ADMIN_EMAIL,
    searchLimits: {
      perMinute: env.RATE_LIMIT_SEARCH,
      concurrency: env.SEARCH_CONCURRENCY,
      repositoryPerMinute: env.RATE_LIMIT_REPOSITORY,
    },
    promoTriesPerMinute: env.RATE_LIMIT_PROMO,
    callbacksPerMinute: env.RATE_LIMIT_PAYMENT_CALLBACK,
    timeouts: {
      requestMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
      headersMs: env.HEADERS_TIMEOUT_SECONDS * 1000,
      keepAliveMs: env.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    },
    catalogCache: env.CATALOG_CACHE,
    media:
      env.MEDIA_STORE === "s3"
        ? {
            store: "s3",
            s3: {
              bucket: env.S3_BUCKET!,
              region: env.S3_REGION,
              endpoint: env.S3_ENDPOINT,
              accessKeyId: env.S3_ACCESS_KEY_ID,
              secretAccessKey: env.S3_SECRET_ACCESS_KEY,
              forcePathStyle: env.S3_FORCE_PATH_STYLE,
              publicUrl: env.MEDIA_PUBLIC_URL,
            },
          }
        : { store: "local" },
    payments: paymentsOf(env),
    mail: mailOf(env),
  };
}
