import type { ViteManifest } from "./precache-list.ts";

/**
 * Which chunks a screen may still ask for once it is open (decision 252). Written at build from Vite's
 * manifest (vite.config.ts writes it to /sw-chunks.json, precached with the worker's version) and read by
 * the service worker: when the page tells it which chunks it has used, the worker keeps those and every
 * chunk they can load later (the product dialog, the lower sections, the footer, their texts in the
 * reader's language), so that a screen seen online keeps working offline. Another screen's chunks are
 * not followed: opening /market does not download the cart or the admin portal.
 */
export const CHUNK_GRAPH_PATH = "/sw-chunks.json";

export type ChunkNode = {
  file: string;
  /** The chunk's own stylesheets, which its import waits for. */
  css?: string[];
  /** Indexes of the chunks it imports, statically or lazily. */
  next: number[];
  /** A translation chunk (`*.rw.ts`, `*.fr.ts`): kept only for the reader's language. */
  language?: "rw" | "fr";
  /** The entry or another screen (app/pages.ts): reached only by opening it. */
  stop?: true;
};
export type ChunkGraph = { chunks: ChunkNode[] };

const TRANSLATION_MODULE = /\.(rw|fr)\.ts$/;

/** The graph of a build: `screens` are the manifest keys of the router's lazy screens. */
export function chunkGraph(manifest: ViteManifest, screens: readonly string[]): ChunkGraph {
  const keys = Object.keys(manifest).filter((key) => manifest[key]?.file.endsWith(".js"));
  const index = new Map(keys.map((key, at) => [key, at]));
  const stops = new Set(screens);
  const chunks = keys.map((key): ChunkNode => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`No chunk for ${key}`);
    const next = [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]
      .map((imported) => index.get(imported))
      .filter((at): at is number => at !== undefined);
    const language = TRANSLATION_MODULE.exec(key)?.[1] as "rw" | "fr" | undefined;
    return {
      file: chunk.file,
      ...(chunk.css?.length ? { css: chunk.css } : {}),
      next,
      ...(language ? { language } : {}),
      ...(chunk.isEntry || stops.has(key) ? { stop: true as const } : {}),
    };
  });
  return { chunks };
}

/** The screens the router loads lazily, read from app/pages.ts's `import("../…")` calls. */
export function screenModules(pagesSource: string): string[] {
  return [...pagesSource.matchAll(/import\("\.\.\/([^"]+)"\)/g)].map((match) => `src/${match[1]}`);
}

/**
 * The files to keep for a page that has used `used` (paths like "assets/market-page-abc.js"), in the
 * reader's `language`: the used chunks and everything they can load, short of the entry's and other
 * screens' own code, and of the other languages' texts.
 */
export function filesToKeep(graph: ChunkGraph, used: readonly string[], language: string): Set<string> {
  const byFile = new Map(graph.chunks.map((chunk, at) => [chunk.file, at]));
  const files = new Set<string>();
  const seen = new Set<number>();
  const visit = (at: number, opened: boolean) => {
    const chunk = graph.chunks[at];
    if (!chunk || seen.has(at)) return;
    if (!opened && (chunk.stop || (chunk.language && chunk.language !== language))) return;
    seen.add(at);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const next of chunk.next) visit(next, false);
  };
  for (const file of used) {
    const at = byFile.get(file);
    if (at === undefined) {
      if (file.startsWith("assets/")) files.add(file);
    } else visit(at, true);
  }
  return files;
}
