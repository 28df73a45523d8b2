/** IIIF Presentation API 3.0's JSON-LD context (https://iiif.io/api/presentation/3.0/). */
export const PRESENTATION3_CONTEXT = "http://iiif.io/api/presentation/3/context.json";

/** JSON-LD when the client asks for it (IIIF clients do), plain JSON otherwise (both are valid). */
export function jsonLdType(accept: string | undefined, profile: string): string {
  return accept?.includes("application/ld+json")
    ? `application/ld+json;profile="${profile}"`
    : "application/json";
}
