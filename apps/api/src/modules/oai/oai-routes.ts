import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { publicBaseUrl } from "../../lib/public-url.ts";
import { type RawArguments, rawFromSearchParams } from "./oai-arguments.ts";
import { answerOai } from "./oai-protocol.ts";
import { sqlOaiRepository } from "./oai-sql-repository.ts";

/** A form of OAI arguments is a few hundred bytes; a resumption token well under 4 KB. */
const FORM_LIMIT = 16 * 1024;

/**
 * OAI-PMH 2.0 at /oai (§3.1.1: GET with a query string, POST with a form), always 200 with
 * text/xml; protocol errors are <error> elements (oai-protocol.ts). The urlencoded body parser is
 * registered for this route's context only.
 */
export async function registerOai(app: FastifyInstance): Promise<void> {
  await app.register(async (oai) => {
    oai.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: FORM_LIMIT },
      (_request, body, done) => done(null, body),
    );

    const answer = async (request: FastifyRequest, reply: FastifyReply, raw: RawArguments) => {
      const base = publicBaseUrl(request);
      const repository = sqlOaiRepository(oai.db, {
        itemPageUrl: (slug) => `${base}/resources/items/${encodeURIComponent(slug)}`,
      });
      const host = new URL(base).hostname;
      const xml = await answerOai(raw, repository, {
        baseUrl: `${base}/oai`,
        repositoryIdentifier: host,
        repositoryName: "Digital Heritage Platform",
        adminEmail: oai.config.oaiAdminEmail ?? `admin@${host}`,
        now: oai.now(),
        secret: oai.jwtSecret,
      });
      return reply
        .header("access-control-allow-origin", "*")
        .header("cache-control", "no-cache")
        .type("text/xml; charset=utf-8")
        .send(xml);
    };

    oai.get("/oai", { schema: { hide: true } }, (request, reply) => {
      const query = request.raw.url?.split("?")[1] ?? "";
      return answer(request, reply, rawFromSearchParams(new URLSearchParams(query)));
    });
    oai.post("/oai", { schema: { hide: true } }, (request, reply) => {
      const body = typeof request.body === "string" ? request.body : "";
      return answer(request, reply, rawFromSearchParams(new URLSearchParams(body)));
    });
  });
}
