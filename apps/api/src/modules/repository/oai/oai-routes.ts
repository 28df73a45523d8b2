import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { publicBaseUrl } from "../../../lib/public-url.ts";
import { oaiAdminEmail } from "./oai-admin-email.ts";
import { type RawArguments, rawFromSearchParams } from "./oai-arguments.ts";
import { answerOai, notTheEndpoint } from "./oai-protocol.ts";
import { sqlOaiRepository } from "./oai-sql-repository.ts";

/** A form of OAI arguments is a few hundred bytes; a resumption token well under 4 KB. */
const FORM_LIMIT = 16 * 1024;
const OAI_PATH = "/oai";

/**
 * OAI-PMH 2.0 at /oai (§3.1.1: GET with a query string, POST with a form), always 200 with
 * text/xml; protocol errors are <error> elements (oai-protocol.ts). The urlencoded body parser is
 * registered for this context only. Any other address under /oai/ is a 404 whose body is the
 * protocol's badVerb document pointing at the endpoint, never the web app's page (decision 220).
 */
export async function registerOai(app: FastifyInstance): Promise<void> {
  await app.register(
    async (oai) => {
      oai.addContentTypeParser(
        "application/x-www-form-urlencoded",
        { parseAs: "string", bodyLimit: FORM_LIMIT },
        (_request, body, done) => done(null, body),
      );

      const sendXml = (reply: FastifyReply, xml: string) =>
        reply
          .header("access-control-allow-origin", "*")
          .header("cache-control", "no-cache")
          .type("text/xml; charset=utf-8")
          .send(xml);

      const answer = async (request: FastifyRequest, reply: FastifyReply, raw: RawArguments) => {
        const base = publicBaseUrl(request);
        const repository = sqlOaiRepository(oai.db, {
          itemPageUrl: (slug) => `${base}/resources/items/${encodeURIComponent(slug)}`,
        });
        const host = new URL(base).hostname;
        const xml = await answerOai(raw, repository, {
          baseUrl: `${base}${OAI_PATH}`,
          repositoryIdentifier: host,
          repositoryName: "Digital Heritage Platform",
          adminEmail: oaiAdminEmail(oai.config.oaiAdminEmail, host),
          now: oai.now(),
          secret: oai.jwtSecret,
        });
        return sendXml(reply, xml);
      };

      oai.get("/", { schema: { hide: true } }, (request, reply) => {
        const query = request.raw.url?.split("?")[1] ?? "";
        return answer(request, reply, rawFromSearchParams(new URLSearchParams(query)));
      });
      oai.post("/", { schema: { hide: true } }, (request, reply) => {
        const body = typeof request.body === "string" ? request.body : "";
        return answer(request, reply, rawFromSearchParams(new URLSearchParams(body)));
      });
      oai.setNotFoundHandler((request, reply) => {
        const baseUrl = `${publicBaseUrl(request)}${OAI_PATH}`;
        return sendXml(reply.status(404), notTheEndpoint({ baseUrl, now: oai.now() }));
      });
    },
    { prefix: OAI_PATH },
  );
}
