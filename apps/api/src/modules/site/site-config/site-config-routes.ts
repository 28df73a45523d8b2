import { advertisedPromoSchema } from "@heritage/domain/promo-codes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { activeZones } from "../../shop/shop-offers/delivery-zones.ts";
import { advertisedPromo } from "./advertised-promo.ts";

/** The ways to pay checkout really offers: WhatsApp (by hand, decision 010) and each mobile-money network. */
export const WAYS_TO_PAY = ["whatsapp", "mtn", "airtel"] as const;

const siteConfigSchema = z.object({
  whatsapp_number: z.string(),
  /** What the storefront may promise, read from configuration rather than written in copy. */
  ways_to_pay: z.array(z.enum(WAYS_TO_PAY)),
  delivery: z
    .object({
      lowest_fee: z.number().int(),
      /** The lowest threshold above which some zone delivers free; null when none does. */
      free_above: z.number().int().nullable(),
      days_min: z.number().int(),
      days_max: z.number().int(),
      abroad: z.boolean(),
    })
    .nullable(),
  promo: advertisedPromoSchema.nullable(),
  /**
   * A payment simulator is on (the embedded demo, or PAYMENT_PROVIDERS asked for one): every page
   * of the web app says that no money moves (decision 218).
   */
  demo_payments: z.boolean(),
});

/**
 * Public settings the SPA needs at run time. The WhatsApp number and the payment networks live in
 * the server's environment; delivery and the advertised promo code in the admin's tables.
 */
export const siteConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/config",
    { schema: { tags: ["config"], response: { 200: siteConfigSchema } } },
    async (_request, reply) => {
      // Short public cache: the admin's delivery and promo changes show within a minute.
      reply.header("Cache-Control", "public, max-age=60");
      const now = app.now();
      const zones = (await activeZones(app.db)).filter((zone) => !zone.abroad);
      const abroad = (await activeZones(app.db)).some((zone) => zone.abroad);
      const thresholds = zones.flatMap((zone) => (zone.free_above === null ? [] : [zone.free_above]));
      const promo = await advertisedPromo(app.db, now);
      return {
        whatsapp_number: app.config.whatsappNumber,
        ways_to_pay: ["whatsapp" as const, ...[...app.payments.keys()]],
        delivery:
          zones.length === 0
            ? null
            : {
                lowest_fee: Math.min(...zones.map((zone) => zone.fee)),
                free_above: thresholds.length ? Math.min(...thresholds) : null,
                days_min: Math.min(...zones.map((zone) => zone.days_min)),
                days_max: Math.max(...zones.map((zone) => zone.days_max)),
                abroad,
              },
        promo: promo ?? null,
        demo_payments: [...app.payments.values()].some((provider) => provider.simulated),
      };
    },
  );
};
