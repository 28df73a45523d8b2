import { addressInputSchema, addressListSchema, addressSchema } from "@heritage/domain/addresses";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequestSchema, detailSchema, idParamsSchema, pathId } from "../../../lib/http-schemas.ts";
import { currentUser } from "../../../plugins/auth.ts";
import {
  createAddress,
  deleteAddress,
  listAddresses,
  makeDefaultAddress,
  updateAddress,
} from "./address-repository.ts";

const tags = ["users"];
const security = [{ bearer: [] }];
const guard = { 401: detailSchema, 403: detailSchema } as const;

/** A shopper's saved delivery addresses on /profile; checkout prefills the default. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requireShopper);

  app.get(
    "/users/me/addresses",
    {
      schema: {
        tags,
        security,
        description: "The shopper's addresses (at most 10), the default first.",
        response: { 200: addressListSchema, ...guard },
      },
    },
    async (request) => ({ results: await listAddresses(app.db, currentUser(request).id) }),
  );

  app.post(
    "/users/me/addresses",
    {
      schema: {
        tags,
        security,
        description:
          "Saves an address: a name, phone, street address and a district of Rwanda (or a country " +
          "abroad). The first one, or one sent with is_default, becomes the default. 409 past 10.",
        body: addressInputSchema,
        response: { 201: addressSchema, 400: badRequestSchema, ...guard, 409: detailSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createAddress(app.db, currentUser(request).id, request.body, app.now())),
  );

  app.put(
    "/users/me/addresses/:id",
    {
      schema: {
        tags,
        security,
        description: "Replaces one of the shopper's addresses; is_default true makes it the default.",
        params: idParamsSchema,
        body: addressInputSchema,
        response: { 200: addressSchema, 400: badRequestSchema, ...guard, 404: detailSchema },
      },
    },
    async (request) =>
      updateAddress(app.db, currentUser(request).id, pathId(request.params.id), request.body, app.now()),
  );

  app.post(
    "/users/me/addresses/:id/default",
    {
      schema: {
        tags,
        security,
        description: "Makes the address the default one, which checkout prefills.",
        params: idParamsSchema,
        response: { 200: addressSchema, ...guard, 404: detailSchema },
      },
    },
    async (request) =>
      makeDefaultAddress(app.db, currentUser(request).id, pathId(request.params.id), app.now()),
  );

  app.delete(
    "/users/me/addresses/:id",
    {
      schema: {
        tags,
        security,
        description:
          "Deletes the address; when it was the default, the oldest other one becomes the default.",
        params: idParamsSchema,
        response: { 204: z.void(), ...guard, 404: detailSchema },
      },
    },
    async (request, reply) => {
      await deleteAddress(app.db, currentUser(request).id, pathId(request.params.id));
      return reply.status(204).send();
    },
  );
};
