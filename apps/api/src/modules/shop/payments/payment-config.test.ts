import { describe, expect, it } from "vitest";
import { ConfigError, configFromEnv, loadEnv } from "../../../config.ts";

const configOf = (env: Record<string, string>) => configFromEnv(loadEnv(env));

/** Each thing that makes a start a real deployment, alone. */
const REAL: Record<string, string>[] = [
  { DATABASE_URL: "postgres://heritage@db.internal/heritage" },
  { SMTP_HOST: "mail.heritage.rw", PUBLIC_URL: "https://heritage.rw" },
  { PUBLIC_URL: "https://heritage.rw" },
];
const MTN = {
  MTN_MOMO_BASE_URL: "https://proxy.momoapi.mtn.co.rw",
  MTN_MOMO_SUBSCRIPTION_KEY: "sub-secret-1",
  MTN_MOMO_API_USER: "user-1",
  MTN_MOMO_API_KEY: "key-1",
};

describe("PAYMENT_PROVIDERS and the provider credentials", () => {
  it("offers both simulators when unset on the embedded demo only, else nothing until it is set", () => {
    expect(configOf({}).payments?.providers).toEqual([
      { name: "mtn", simulated: true },
      { name: "airtel", simulated: true },
    ]);
    expect(configOf({ NODE_ENV: "production" }).payments?.providers).toEqual([]);
    expect(configOf({ PAYMENT_PROVIDERS: "none" }).payments?.providers).toEqual([]);
    for (const real of REAL) expect(configOf(real).payments?.providers, Object.keys(real)[0]).toEqual([]);
  });

  it("refuses simulators asked for on a real deployment with one line naming the variables", () => {
    for (const real of REAL) {
      expect(() => configOf({ ...real, PAYMENT_PROVIDERS: "mtn-simulator" })).toThrow(ConfigError);
    }
    const all = { ...REAL[0], ...REAL[1], ...REAL[2], PAYMENT_PROVIDERS: "mtn,airtel-simulator", ...MTN };
    expect(() => configOf(all)).toThrow(
      /^Invalid environment variable PAYMENT_PROVIDERS: airtel-simulator take no real money, and DATABASE_URL, SMTP_HOST, PUBLIC_URL make this a real deployment; .*PAYMENT_SIMULATORS_FORCED=true[^\n]*$/,
    );
    // Forced: a test deployment on a real database that takes simulated payments on purpose.
    const forced = configOf({ ...all, PAYMENT_SIMULATORS_FORCED: "true" }).payments!;
    expect(forced.providers).toEqual([
      { name: "mtn", simulated: false },
      { name: "airtel", simulated: true },
    ]);
    expect(() => configOf({ ...all, PAYMENT_SIMULATORS_FORCED: "false" })).toThrow(ConfigError);
    // Real networks only: nothing to refuse.
    expect(configOf({ ...all, PAYMENT_PROVIDERS: "mtn" }).payments?.providers).toEqual([
      { name: "mtn", simulated: false },
    ]);
  });

  it("needs every credential of a live network, naming the missing variable but never a value", () => {
    const env = {
      PAYMENT_PROVIDERS: "mtn,airtel-simulator",
      MTN_MOMO_BASE_URL: "https://proxy.momoapi.mtn.co.rw",
      MTN_MOMO_SUBSCRIPTION_KEY: "sub-secret-1",
      MTN_MOMO_API_USER: "user-1",
    };
    expect(() => configOf(env)).toThrow(ConfigError);
    expect(() => configOf(env)).toThrow(/^Invalid environment variable MTN_MOMO_API_KEY: required when mtn/);
    try {
      configOf(env);
    } catch (error) {
      expect((error as Error).message).not.toContain("sub-secret-1");
    }
    const live = configOf({ ...env, MTN_MOMO_API_KEY: "key-1" }).payments!;
    expect(live.providers).toEqual([
      { name: "mtn", simulated: false },
      { name: "airtel", simulated: true },
    ]);
    expect(live.mtn).toMatchObject({ targetEnvironment: "mtnrwanda", apiKey: "key-1" });
  });

  it("refuses an unknown network name", () => {
    expect(() => configOf({ PAYMENT_PROVIDERS: "mtn,orange" })).toThrow(/PAYMENT_PROVIDERS/);
  });
});
