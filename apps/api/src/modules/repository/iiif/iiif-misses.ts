import { messages } from "@heritage/domain/messages";
import { HttpError } from "../../../lib/http-errors.ts";
import type { ImageRequestParts } from "./image-request.ts";
import { refusedImageParameter } from "./image-request-syntax.ts";

/**
 * The answer to a /iiif/ address that no route or file answered (decision 220): never the web
 * app's page, which a viewer would try to read as JSON or a picture. An image request
 * /iiif/3/{id}/{region}/{size}/{rotation}/{quality}.{format} that is malformed, or asks what this
 * service does not offer, is a 400 (Image API 3.0 §4); a well-formed one is the dynamic service's
 * (dynamic-image.ts, decision 245), and a 404 here only when asked with another method than GET or
 * HEAD. Any other shape of address
 * is not one of this server's IIIF addresses: a 400 that says which ones are.
 */
export function iiifMiss(pathname: string): HttpError {
  const image = imageRequestOf(pathname);
  if (image) {
    const refused = refusedImageParameter(
      image.parts.region,
      image.parts.size,
      image.parts.rotation,
      image.parts.qualityAndFormat,
    );
    if (refused === null) return new HttpError(404, messages.common.notFound);
    return new HttpError(400, (m) => m.iiif.badImageParameter(refused));
  }
  return new HttpError(400, messages.iiif.notAnAddress);
}

/**
 * The parts of an image request /iiif/3/{id}/{region}/{size}/{rotation}/{quality}.{format}, and
 * whether they are well formed and offered (else its answer is iiifMiss's 400); null for any
 * other shape of address.
 */
export function imageRequestOf(pathname: string): {
  id: string;
  parts: ImageRequestParts;
  wellFormed: boolean;
} | null {
  const segments = decodedSegments(pathname);
  if (!segments || segments.length < 7 || segments[1] !== "3") return null;
  // Read from the right (the implementation notes' advice): an id holding a slash, escaped or
  // not, is one id, which names no picture here (the validator's id_error_escapedslash: 404).
  const [region = "", size = "", rotation = "", qualityAndFormat = ""] = segments.slice(-4);
  const id = segments.slice(2, -4).join("/");
  const parts = { region, size, rotation, qualityAndFormat };
  const wellFormed = refusedImageParameter(region, size, rotation, qualityAndFormat) === null;
  if (segments.length > 7 && !wellFormed) return null;
  return { id, parts, wellFormed };
}

/** "/iiif/3/x/full" → ["iiif", "3", "x", "full"] (a trailing slash is the same address); null if not decodable. */
function decodedSegments(pathname: string): string[] | null {
  try {
    return pathname
      .replace(/^\/+|\/+$/g, "")
      .split("/")
      .map(decodeURIComponent);
  } catch {
    return null;
  }
}
