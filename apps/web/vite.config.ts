import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { CHUNK_GRAPH_PATH, chunkGraph, screenModules } from "./src/pwa/chunk-graph.ts";
import { OFFLINE_SHELL_PATH, offlineShellHtml } from "./src/pwa/offline-shell.ts";
import { shellFiles, type ViteManifest } from "./src/pwa/precache-list.ts";
import { webAppManifest } from "./src/pwa/web-app-manifest.ts";

const apiTarget = process.env.API_URL ?? "http://127.0.0.1:3000";

/** The offline shell (decision 197): the built index.html with the marker, beside it. */
function offlineShell(): Plugin {
  return {
    name: "heritage-offline-shell",
    apply: "build",
    enforce: "post",
    generateBundle(_, bundle) {
      const index = bundle["index.html"];
      if (index?.type !== "asset") throw new Error("The build emitted no index.html");
      this.emitFile({
        type: "asset",
        fileName: OFFLINE_SHELL_PATH.slice(1),
        source: offlineShellHtml(String(index.source)),
      });
    },
  };
}

/** Where this build writes (`--outDir` of the page budget and the bench differs from dist/). */
let outDir = path.resolve(import.meta.dirname, "dist");
function rememberOutDir(): Plugin {
  return {
    name: "heritage-out-dir",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
  };
}

/**
 * The service worker's precache: the shell's files only (src/pwa/precache-list.ts), and the graph of
 * chunks by which it keeps what an opened screen can still load (src/pwa/chunk-graph.ts, decision 252),
 * written here beside the build and precached so that it always matches the worker's own build.
 */
function shellOnly() {
  return async (entries: Array<{ url: string; size: number; revision: string | null }>) => {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(outDir, ".vite", "manifest.json"), "utf8"),
    ) as ViteManifest;
    const pages = fs.readFileSync(path.resolve(import.meta.dirname, "src/app/pages.ts"), "utf8");
    const graph = JSON.stringify(chunkGraph(manifest, screenModules(pages)));
    fs.writeFileSync(path.join(outDir, CHUNK_GRAPH_PATH), graph);
    const graphEntry = {
      url: CHUNK_GRAPH_PATH.slice(1),
      size: Buffer.byteLength(graph),
      revision: crypto.createHash("sha256").update(graph).digest("hex").slice(0, 16),
    };
    const shell = shellFiles(manifest, [
      "index.html",
      "src/pwa/offline-page.tsx",
      "src/pwa/needs-connection.tsx",
    ]);
    const kept = entries.filter(
      (entry) =>
        !entry.url.startsWith("assets/") ||
        shell.has(entry.url) ||
        // The two font files the shell's CSS names (decision 200: the only fonts the build emits).
        entry.url.endsWith(".woff2"),
    );
    return { manifest: [...kept, graphEntry], warnings: [] };
  };
}

/**
 * The server's build (decision 228): the same app with src/ssr/entry-server.tsx as its entry, into
 * dist-server/ beside dist/, every dependency bundled so the API imports one folder of plain JavaScript.
 */
const serverBuild = defineConfig({
  plugins: [react()],
  ssr: { noExternal: true },
  // React's production build on the server too, as in the browser it hydrates.
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  build: {
    outDir: "dist-server",
    target: "node20",
    emptyOutDir: true,
    copyPublicDir: false,
    rollupOptions: { output: { entryFileNames: "entry-server.js" } },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : browserBuild));

const browserBuild = defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    rememberOutDir(),
    offlineShell(),
    VitePWA({
      strategies: "injectManifest",
      srcDir: "src/pwa",
      filename: "sw.ts",
      // Registered by the app itself after the page has loaded (src/pwa/register.ts), never in the entry.
      injectRegister: false,
      registerType: "prompt",
      manifest: webAppManifest,
      // Installing fetches the icons itself; the precache is for what the offline shell shows.
      includeManifestIcons: false,
      injectManifest: {
        globPatterns: ["index.html", "offline.html", "favicon.svg", "assets/*.{js,css,woff2}"],
        manifestTransforms: [shellOnly()],
      },
      devOptions: { enabled: false },
    }),
  ],
  server: {
    port: 3101,
    strictPort: true,
    proxy: {
      "/api": { target: apiTarget, changeOrigin: true },
      "/media": { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    target: "es2022",
    // Hashed chunks get long cache headers from the API server; a warning keeps the entry honest.
    chunkSizeWarningLimit: 250,
    // Read by the API to announce a page's lazy chunks in its HTML (decision 182), by the page budget
    // and by the service worker's precache list.
    manifest: true,
    modulePreload: {
      // No polyfill: every browser the app targets but Safari before 17 (2023) reads <link rel=modulepreload>
      // itself; there the chunks still load, one after another. Its ~300 bytes in the entry pay for the
      // language cookie of /market's server-drawn first cards (decision 183) under the budget.
      polyfill: false,
      // The offline page and the worker's registration load after the page or from the precache: their
      // chunks' file lists would only lengthen the entry, which every first view downloads (decision 197).
      resolveDependencies: (filename, deps) =>
        /\/(offline-page|needs-connection|after-first-view|sw-registration)-[\w-]+\.js$/.test(filename)
          ? []
          : deps,
    },
  },
});
