/**
 * The offline shell (decision 197): index.html with one marker more, emitted by the build beside it and
 * precached. The service worker answers a navigation with it when the network is gone; main.tsx sees the
 * marker and shows the offline page instead of the router, whose screens would only fail one by one.
 */
export const OFFLINE_SHELL_PATH = "/offline.html";
export const OFFLINE_MARKER = "heritage-offline";

/** The build's index.html turned into the offline shell. */
export function offlineShellHtml(indexHtml: string): string {
  if (!indexHtml.includes("</head>")) throw new Error("index.html has no </head>");
  return indexHtml.replace("</head>", `<meta name="${OFFLINE_MARKER}" content="1" />\n  </head>`);
}

export function isOfflineShell(doc: Document): boolean {
  return doc.querySelector(`meta[name="${OFFLINE_MARKER}"]`) !== null;
}
