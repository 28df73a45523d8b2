import { messages } from "@heritage/domain/messages";
import { HttpError } from "../../lib/http-errors.ts";
import { refusedImageParameter } from "./image-request-syntax.ts";

/**
 * The answer to a /iiif/ address that no route or file answered (decision 220): never the web
 * app's page, which a viewer would try to read as JSON or a picture. An image request
 * /iiif/3/{id}/{region}/{size}/{rotation}/{quality}.{format} that is malformed, or asks what this
 * service does not offer, is a 400 (Image API 3.0 §4); a well-formed one is a 404: its picture is
 * not here, or this level-0 service made no such size or region (§7.3). Any other shape of address
 * is not one of this server's IIIF addresses: a 400 that says which ones are.
 */
export function iiifMiss(pathname: string): HttpError {
  const segments = decodedSegments(pathname);
  if (segments?.length === 7 && segments[1] === "3") {
    const [, , , region = "", size = "", rotation = "", qualityAndFormat = ""] = segments;
    const refused = refusedImageParameter(region, size, rotation, qualityAndFormat);
    if (refused === null) return new HttpError(404, messages.common.notFound);
    return new HttpError(400, (m) => m.iiif.badImageParameter(refused));
  }
  return new HttpError(400, messages.iiif.notAnAddress);
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
