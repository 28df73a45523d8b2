import type { PaymentProviderName } from "@heritage/domain/payments";
import type { FastifyInstance } from "fastify";
import type { PaymentsConfig } from "./payment-config.ts";
import { AirtelMoneyProvider } from "./providers/airtel-money.ts";
import { MtnMomoProvider } from "./providers/mtn-momo.ts";
import type { PaymentProvider } from "./providers/payment-provider.ts";
import { SimulatedProvider, type SimulatorOptions } from "./providers/simulator.ts";

export type ProviderRegistry = Map<PaymentProviderName, PaymentProvider>;

/** What tests may change in the simulators (timing, callbacks, the shared "network" memory). */
export type SimulatorOverrides = Partial<Omit<SimulatorOptions, "name" | "now" | "deliver">>;

/**
 * The configured networks as providers. A simulator delivers its callbacks to our own callback
 * route through the app (no network), the way the real provider reaches it from outside.
 */
export function buildProviders(
  app: FastifyInstance,
  config: PaymentsConfig,
  simulator: SimulatorOverrides = {},
): ProviderRegistry {
  const registry: ProviderRegistry = new Map();
  for (const setting of config.providers) {
    const callbackUrl = config.callbackBaseUrl
      ? `${config.callbackBaseUrl.replace(/\/+$/, "")}/api/payments/callbacks/${setting.name}`
      : undefined;
    let provider: PaymentProvider;
    if (setting.simulated) {
      provider = new SimulatedProvider({
        name: setting.name,
        now: () => app.now(),
        deliver: async (body) => {
          await app.inject({
            method: "POST",
            url: `/api/payments/callbacks/${setting.name}`,
            payload: body as object,
          });
        },
        ...simulator,
      });
    } else if (setting.name === "mtn") {
      provider = new MtnMomoProvider({ ...config.mtn!, callbackUrl });
    } else {
      provider = new AirtelMoneyProvider({ ...config.airtel! });
    }
    registry.set(setting.name, provider);
  }
  return registry;
}
