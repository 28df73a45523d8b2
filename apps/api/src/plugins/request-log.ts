import type { FastifyInstance } from "fastify";

/**
 * One access line per request, written when the answer has gone, instead of Fastify's two
 * ("incoming request" with the headers, then "request completed"). On a cached catalogue read the
 * two lines took about 45 % of the process's time (npm run bench, docs/performance.md).
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook("onResponse", (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      "request",
    );
    done();
  });
}
