import { collectionInputSchema, institutionInputSchema } from "@heritage/domain/collections";
import { collectionSchema, institutionSchema } from "@heritage/domain/collections-query";
import type { Language } from "@heritage/domain/languages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requestLanguage } from "../../../lib/content-language.ts";
import { notFound } from "../../../lib/http-errors.ts";
import { adminWriteErrors, detailSchema, pathUuid } from "../../../lib/http-schemas.ts";
import { zodNestedValidatorCompiler } from "../../../plugins/validation.ts";
import { ADMIN } from "../protocols/visibility.ts";
import { exhibitionsAsWritten } from "./exhibition-writes.ts";
import {
  collectionView,
  collectionWithId,
  institutionView,
  institutionWithId,
  listCollections,
  listInstitutions,
} from "./record-reads.ts";
import {
  createCollection,
  createInstitution,
  deleteCollection,
  deleteInstitution,
  replaceCollection,
  replaceInstitution,
} from "./record-service.ts";

const tags = ["repository admin"];
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.string().max(200) });
const writeErrors = { ...adminWriteErrors, 404: detailSchema, 409: detailSchema };

/** Admin CRUD of collections and institutions under /api/admin/repository/ (decision 112). */
export const adminRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  const collectionById = async (id: string, language: Language) => {
    const [row] = await listCollections(app.db, ADMIN, collectionWithId(id));
    if (!row) throw notFound();
    return collectionView(row, language, true);
  };
  /** The admin's institutions: their exhibitions as written ride along, for the form (decision 124). */
  const institutionsAsWritten = async (
    language: Language,
    where?: Parameters<typeof listInstitutions>[2],
  ) => {
    const rows = await listInstitutions(app.db, true, where);
    const exhibitions = await exhibitionsAsWritten(
      app.db,
      rows.map((row) => row.institution.id),
    );
    return rows.map((row) => ({
      ...institutionView(row, language, true),
      exhibitions: exhibitions.get(row.institution.id) ?? [],
    }));
  };
  const institutionById = async (id: string, language: Language) => {
    const [row] = await institutionsAsWritten(language, institutionWithId(id));
    if (!row) throw notFound();
    return row;
  };
  const guard = { onRequest: app.requireAdmin };

  app.get(
    "/admin/repository/collections",
    {
      ...guard,
      schema: { tags, security, response: { 200: z.array(collectionSchema), ...adminWriteErrors } },
    },
    async (request) => {
      const language = requestLanguage(request);
      return (await listCollections(app.db, ADMIN)).map((row) => collectionView(row, language, true));
    },
  );
  app.post(
    "/admin/repository/collections",
    {
      ...guard,
      schema: {
        tags,
        security,
        body: collectionInputSchema,
        response: { 201: collectionSchema, ...adminWriteErrors },
      },
    },
    async (request, reply) => {
      const row = await createCollection(app.db, request.body);
      return reply.status(201).send(await collectionById(row.public_id, requestLanguage(request)));
    },
  );
  app.put(
    "/admin/repository/collections/:id",
    {
      ...guard,
      schema: {
        tags,
        security,
        params: idParams,
        body: collectionInputSchema,
        response: { 200: collectionSchema, ...writeErrors },
      },
    },
    async (request) => {
      const id = pathUuid(request.params.id);
      const language = requestLanguage(request);
      await replaceCollection(app.db, id, request.body, () => collectionById(id, language));
      return collectionById(id, language);
    },
  );
  app.delete(
    "/admin/repository/collections/:id",
    { ...guard, schema: { tags, security, params: idParams, response: { 204: z.void(), ...writeErrors } } },
    async (request, reply) => {
      await deleteCollection(app.db, pathUuid(request.params.id));
      return reply.status(204).send();
    },
  );

  app.get(
    "/admin/repository/institutions",
    {
      ...guard,
      schema: { tags, security, response: { 200: z.array(institutionSchema), ...adminWriteErrors } },
    },
    async (request) => {
      return institutionsAsWritten(requestLanguage(request));
    },
  );
  app.post(
    "/admin/repository/institutions",
    {
      ...guard,
      // Exhibitions sit in a list: their messages name the whole path (`exhibitions.0.title`).
      validatorCompiler: zodNestedValidatorCompiler as never,
      schema: {
        tags,
        security,
        body: institutionInputSchema,
        response: { 201: institutionSchema, ...adminWriteErrors },
      },
    },
    async (request, reply) => {
      const row = await createInstitution(app.db, request.body);
      return reply.status(201).send(await institutionById(row.public_id, requestLanguage(request)));
    },
  );
  app.put(
    "/admin/repository/institutions/:id",
    {
      ...guard,
      validatorCompiler: zodNestedValidatorCompiler as never,
      schema: {
        tags,
        security,
        params: idParams,
        body: institutionInputSchema,
        response: { 200: institutionSchema, ...writeErrors },
      },
    },
    async (request) => {
      const id = pathUuid(request.params.id);
      const language = requestLanguage(request);
      await replaceInstitution(app.db, id, request.body, () => institutionById(id, language));
      return institutionById(id, language);
    },
  );
  app.delete(
    "/admin/repository/institutions/:id",
    { ...guard, schema: { tags, security, params: idParams, response: { 204: z.void(), ...writeErrors } } },
    async (request, reply) => {
      await deleteInstitution(app.db, pathUuid(request.params.id));
      return reply.status(204).send();
    },
  );
};
