import { describe, expect, it } from "vitest";
import { ConfigError, configFromEnv, loadEnv } from "../../config.ts";

const configOf = (env: Record<string, string>) => configFromEnv(loadEnv(env));

describe("PAYMENT_PROVIDERS and the provider credentials", () => {
  it("offers both simulators when unset, and nothing in production until it is set", () => {
    expect(configOf({}).payments?.providers).toEqual([
      { name: "mtn", simulated: true },
      { name: "airtel", simulated: true },
    ]);
    expect(configOf({ NODE_ENV: "production" }).payments?.providers).toEqual([]);
    expect(configOf({ PAYMENT_PROVIDERS: "none" }).payments?.providers).toEqual([]);
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
