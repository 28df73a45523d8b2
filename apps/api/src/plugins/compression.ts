import zlib from "node:zlib";
import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/** Below this many bytes an answer goes out as it is: the encoding would save less than a packet. */
export const COMPRESS_THRESHOLD = 1024;

export type Encoding = "br" | "gzip";

/** Brotli at quality 4 for answers built per request (@fastify/compress's default, cheap on the CPU). */
const PER_REQUEST_BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * Cached answers are encoded once per catalogue version and encoding and then sent many times,
 * so they can afford a slower, smaller encoding than answers built per request.
 */
const CACHED_BROTLI = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
};

export function encode(body: Buffer, encoding: Encoding): Buffer {
  return encoding === "br" ? zlib.brotliCompressSync(body, CACHED_BROTLI) : zlib.gzipSync(body, { level: 9 });
}

/**
 * An answer built per request that no route's hook compresses (a page of the not-found handler,
 * static-files.ts), with the plugin's own per-request settings.
 */
export function encodePerRequest(body: Buffer, encoding: Encoding): Buffer {
  return encoding === "br" ? zlib.brotliCompressSync(body, PER_REQUEST_BROTLI) : zlib.gzipSync(body);
}

/** q-values of an Accept-Encoding header: `br;q=0` refuses brotli, a missing q means 1. */
function weights(header: string): Map<string, number> {
  const result = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    result.set(name, Number.isFinite(weight) ? weight : 0);
  }
  return result;
}

/** The encoding to send for an Accept-Encoding header: brotli if accepted, else gzip, else none. */
export function preferredEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = weights(header);
  const weightOf = (name: Encoding) => accepted.get(name) ?? accepted.get("*") ?? 0;
  const br = weightOf("br");
  const gzip = weightOf("gzip");
  if (br > 0 && br >= gzip) return "br";
  if (gzip > 0) return "gzip";
  return null;
}

/**
 * Compresses JSON answers and pages built per request (brotli or gzip, by Accept-Encoding; not
 * under COMPRESS_THRESHOLD bytes). Registered after the catalogue cache so that, on the cached
 * routes, the cache's own onSend hook runs first and hands over answers it has already encoded
 * (with Content-Encoding set, which this plugin leaves alone). Static assets keep their
 * precompressed .br/.gz files (static-files.ts) and are never recompressed.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ["br", "gzip"],
    threshold: COMPRESS_THRESHOLD,
    brotliOptions: PER_REQUEST_BROTLI,
  });
}
