import { addItemResponseSchema, addItemSchema, cartSchema, updateItemSchema } from "@heritage/domain/cart";
import { messages } from "@heritage/domain/messages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requestLanguage } from "../../../lib/content-language.ts";
import { badRequestSchema, detailSchema, idParamsSchema, pathId } from "../../../lib/http-schemas.ts";
import { currentUser } from "../../../plugins/auth.ts";
import { addItem, loadCart, removeLine, setQuantity } from "./cart-service.ts";

const tags = ["cart"];
const security = [{ bearer: [] }];
const shopperErrors = { 401: detailSchema, 403: detailSchema } as const;

const lineId = (value: string) => pathId(value, messages.cart.itemNotFound);

/** product §7 /market/cart/: the signed-in shopper's own cart (administrators have none). */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requireShopper);

  app.get(
    "/market/cart/my_cart",
    { schema: { tags, security, response: { 200: cartSchema, ...shopperErrors } } },
    async (request) => loadCart(app.db, currentUser(request).id, app.now(), requestLanguage(request)),
  );

  app.post(
    "/market/cart/add_item",
    {
      schema: {
        tags,
        security,
        description:
          "Quantity 1..stock, counting what the cart already holds. A refusal is a 400 whose " +
          "`detail` says why, with `status: false`.",
        body: addItemSchema,
        response: { 200: addItemResponseSchema, 400: badRequestSchema, ...shopperErrors },
      },
    },
    async (request) => ({
      status: true,
      message: messages.cart.addSucceeded,
      cart: await addItem(app, currentUser(request).id, request.body, requestLanguage(request)),
    }),
  );

  app.patch(
    "/market/cart/items/:id",
    {
      schema: {
        tags,
        security,
        description: "Sets the line's quantity (1..stock) and answers the cart.",
        params: idParamsSchema,
        body: updateItemSchema,
        response: { 200: cartSchema, 400: badRequestSchema, ...shopperErrors, 404: detailSchema },
      },
    },
    async (request) =>
      setQuantity(
        app,
        currentUser(request).id,
        lineId(request.params.id),
        request.body.quantity,
        requestLanguage(request),
      ),
  );

  app.delete(
    "/market/cart/:id",
    {
      schema: {
        tags,
        security,
        description: "Removes one line (the id is the cart item's) from the shopper's cart.",
        params: idParamsSchema,
        response: { 204: z.void(), ...shopperErrors, 404: detailSchema },
      },
    },
    async (request, reply) => {
      await removeLine(app, currentUser(request).id, lineId(request.params.id));
      return reply.status(204).send();
    },
  );
};
