import type { IncomingMessage } from "node:http";

/**
 * One spelling of every file path, before routing (Fastify's rewriteUrl), so that the file gate
 * (file-gate.ts), the router and the file servers (@fastify/static, serve-from-store.ts) all read
 * the same path. Without it the gate compared the raw URL while the router and the servers decoded
 * it: /media/%69tems/<key> or /iiif/3/%64… passed the gate as "not a repository file" and was then
 * served as one (decision 199, amended).
 *
 * A path that decodes to one under /media/ or /iiif/ is rewritten to its canonical form:
 * percent-decoded until nothing changes (double encoding included), Unicode compatibility forms
 * folded (NFKC: fullwidth letters, slashes and dots), backslashes read as slashes, empty and `.`
 * segments dropped, `..` applied, trailing dots and spaces of a name dropped (what Windows does
 * with a file name). What cannot be read that way (a broken or overlong escape, a `..` above the
 * root, a control character, a `%` left after decoding) is refused: the gate answers 404.
 * Keys are made by the server (uuids, ASCII), so no stored file has a name these rules change.
 */

const FILE_ROOTS = ["/media/", "/iiif/"];
/** Anything in a raw path that may spell it differently than its canonical form. */
const SUSPECT = /[%\\]|\/\/|\/\.|[. ](?:\/|$)|[^\x21-\x7e]/;
const DECODE_ROUNDS = 4;

const refused = new WeakSet<IncomingMessage>();

/** Fastify's rewriteUrl: the canonical URL of a file path, any other URL as it came. */
export function canonicalFileUrl(request: IncomingMessage): string {
  const url = request.url ?? "/";
  const query = url.indexOf("?");
  const rawPath = query === -1 ? url : url.slice(0, query);
  if (!SUSPECT.test(rawPath)) return url;
  const canonical = canonicalPath(rawPath);
  if (canonical === undefined) return url;
  if (canonical === null) {
    refused.add(request);
    return url;
  }
  return `${canonical}${query === -1 ? "" : url.slice(query)}`;
}

/** Whether canonicalFileUrl found the request's file path unreadable (the gate answers 404). */
export function isRefusedFilePath(request: IncomingMessage): boolean {
  return refused.has(request);
}

/**
 * The canonical, encoded form of `rawPath` when it names a file path; undefined when it names none
 * (left to the router as it is); null when it would name one but cannot be read.
 */
export function canonicalPath(rawPath: string): string | null | undefined {
  let decoded = rawPath;
  for (let round = 0; ; round++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return looksLikeFilePath(decoded) ? null : undefined;
    }
    if (next === decoded) break;
    if (round === DECODE_ROUNDS) return looksLikeFilePath(next) ? null : undefined;
    decoded = next;
  }
  const folded = decoded.normalize("NFKC").replace(/\\/g, "/");
  const segments: string[] = [];
  let unreadable = folded.includes("%") || hasControlCharacter(folded);
  for (const part of folded.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") {
      if (segments.pop() === undefined) unreadable = true;
      continue;
    }
    const name = part.replace(/[. ]+$/, "");
    if (name === "") unreadable = true;
    else segments.push(name);
  }
  const trailing = folded.endsWith("/") && segments.length > 0 ? "/" : "";
  const path = `/${segments.join("/")}${trailing}`;
  if (!looksLikeFilePath(path)) return looksLikeFilePath(folded) && unreadable ? null : undefined;
  if (unreadable) return null;
  // Escaped once more for the router and the file servers, which each decode once: `%`, `?` and `#`
  // (encodeURI leaves those two) and what is not printable ASCII.
  return segments.length === 0
    ? path
    : `/${segments.map((segment) => encodeURI(segment).replace(/\?/g, "%3F").replace(/#/g, "%23")).join("/")}${trailing}`;
}

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

function looksLikeFilePath(path: string): boolean {
  const lower = path.toLowerCase();
  return FILE_ROOTS.some((root) => lower.startsWith(root) || lower === root.slice(0, -1));
}
