import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { createJsonSchemaTransform } from "fastify-type-provider-zod";

/** OpenAPI generated from the routes' zod schemas, served at /api/docs (JSON at /api/docs/json). */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Digital Heritage Platform API",
        description: "Marketplace, accounts and heritage content. Errors follow DRF's shape.",
        version: "1.0.0",
      },
      components: {
        securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      },
    },
    transform: createJsonSchemaTransform({ zodToJsonConfig: { unrepresentable: "any" } }),
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
}
