import { createHmac, timingSafeEqual } from "node:crypto";
import { OaiError } from "./oai-errors.ts";

/**
 * Resumption tokens carry the whole state of a list request, so the server keeps none (any
 * process can answer the next page, a restart loses nothing): the verb and arguments, the
 * keyset position after the last record sent, and the cursor. They are signed (HMAC-SHA-256
 * with a key derived from the server's signing secret), so a harvester cannot alter one to read
 * past the filters it asked for; an altered or foreign token is badResumptionToken.
 */
export interface ResumptionState {
  verb: "ListIdentifiers" | "ListRecords";
  metadataPrefix: string;
  /** ISO instants of the range (from inclusive, until exclusive), as the first request set them. */
  from?: string;
  until?: string;
  set?: string;
  /** The repository's position after the last record of the previous page (opaque here). */
  after: string;
  /** How many records the previous pages held. */
  cursor: number;
}

function tokenKey(secret: Uint8Array): Buffer {
  return createHmac("sha256", secret).update("oai-pmh resumption token v1").digest();
}

function sign(secret: Uint8Array, payload: string): string {
  return createHmac("sha256", tokenKey(secret)).update(payload).digest("base64url");
}

export function encodeResumptionToken(secret: Uint8Array, state: ResumptionState): string {
  const payload = Buffer.from(JSON.stringify(state)).toString("base64url");
  return `${payload}.${sign(secret, payload)}`;
}

const TOKEN = /^([A-Za-z0-9_-]{1,4000})\.([A-Za-z0-9_-]{43})$/;

export function decodeResumptionToken(secret: Uint8Array, token: string, verb: string): ResumptionState {
  const bad = () =>
    new OaiError("badResumptionToken", "The value of the resumptionToken argument is invalid or expired.");
  const [, payload, signature] = TOKEN.exec(token) ?? [];
  if (payload === undefined || signature === undefined) throw bad();
  const expected = Buffer.from(sign(secret, payload));
  if (!timingSafeEqual(expected, Buffer.from(signature))) throw bad();
  let state: ResumptionState;
  try {
    state = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as ResumptionState;
  } catch {
    throw bad();
  }
  // A ListIdentifiers token is no ListRecords token: the pages would differ from what was asked.
  if (state.verb !== verb || typeof state.after !== "string" || !Number.isInteger(state.cursor)) throw bad();
  return state;
}
