import { deliveryOptionsSchema } from "@heritage/domain/delivery";
import { checkoutQuoteInputSchema, checkoutQuoteSchema } from "@heritage/domain/orders";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requestLanguage } from "../../../lib/content-language.ts";
import { badRequestSchema, detailSchema } from "../../../lib/http-schemas.ts";
import { currentUser } from "../../../plugins/auth.ts";
import { toQuote } from "./checkout-rules.ts";
import { cartSubtotal, checkoutTotals } from "./checkout-totals.ts";
import { activeZones, toZone } from "./delivery-zones.ts";
import { guardPromoTries } from "./promo-throttle.ts";

/** Where the shop delivers, for everyone. */
export const deliveryPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/market/delivery-zones",
    {
      schema: {
        tags: ["orders"],
        description:
          "The active delivery zones in the request's language, cheapest first (abroad last), and " +
          "whether the shop delivers abroad (foreign phone numbers are accepted only then).",
        response: { 200: deliveryOptionsSchema },
      },
    },
    async (request) => {
      const zones = await activeZones(app.db);
      const language = requestLanguage(request);
      return {
        zones: zones.map((zone) => toZone(zone, language)),
        abroad_offered: zones.some((z) => z.abroad),
      };
    },
  );
};

/** The checkout's sums before placing: the same rules the placement applies (decisions 170, 171). */
export const checkoutQuoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requireShopper);
  app.post(
    "/market/checkout/quote",
    {
      schema: {
        tags: ["orders"],
        security: [{ bearer: [] }],
        description:
          "What the cart would cost: subtotal, the promo code's discount (400 at `promo_code` with " +
          "the rule that refuses it; unknown and unusable codes get one same answer), 429 after too " +
          "many refused codes a minute from this account or address, the delivery fee to the destination (null while none is " +
          "chosen or the shop has no zones) and the total. Nothing is held or counted: the order " +
          "checks everything again when it is placed.",
        body: checkoutQuoteInputSchema,
        response: {
          200: checkoutQuoteSchema,
          400: badRequestSchema,
          401: detailSchema,
          403: detailSchema,
          429: detailSchema,
        },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const body = request.body;
      const subtotal = await cartSubtotal(app.db, userId);
      // Without a destination yet, the quote leaves delivery open rather than refusing.
      const destinationChosen = body.delivery_country !== "RW" || Boolean(body.delivery_district);
      const totals = await guardPromoTries(app, request, body.promo_code, userId, () =>
        checkoutTotals(app.db, body, {
          userId,
          subtotal,
          now: app.now(),
          lock: false,
          delivery: destinationChosen,
        }),
      );
      return toQuote(totals, requestLanguage(request));
    },
  );
};
