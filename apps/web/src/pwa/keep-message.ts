/**
 * What a page tells the service worker it has used (decision 252): sent by sw-registration.ts, read by
 * sw.ts, which keeps these files, what they can still load and the page itself for offline use.
 */
export const KEEP_MESSAGE = "KEEP_FOR_OFFLINE";

export type KeepMessage = {
  type: typeof KEEP_MESSAGE;
  /** The page's address (path and query). */
  page: string;
  /** The build files it has loaded, as "assets/name-hash.js". */
  files: string[];
  /** The API reads and stored pictures it loaded (path and query); the worker keeps those its rules allow
   * (the public catalogue, pictures). */
  reads: string[];
  /** The page's language (`<html lang>`): the texts and records kept are that language's. */
  language: string;
};

/** The message for this page: its address, its language, the build files and API reads it has used. */
export function keepMessage(
  location: Pick<Location, "href" | "origin" | "pathname" | "search">,
  resources: readonly { name: string }[],
  language: string,
): KeepMessage {
  const files = new Set<string>();
  const reads = new Set<string>();
  for (const { name } of resources) {
    const url = new URL(name, location.href);
    if (url.origin !== location.origin) continue;
    if (url.pathname.startsWith("/assets/")) files.add(url.pathname.slice(1));
    else if (/^\/(api|media)\//.test(url.pathname)) reads.add(url.pathname + url.search);
  }
  return {
    type: KEEP_MESSAGE,
    page: location.pathname + location.search,
    files: [...files],
    reads: [...reads],
    language: language || "en",
  };
}
