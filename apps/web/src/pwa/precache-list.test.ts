import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isOfflineShell, offlineShellHtml } from "./offline-shell.ts";
import { shellFiles, type ViteManifest } from "./precache-list.ts";
import { APP_ICONS, THEME_COLOR, webAppManifest } from "./web-app-manifest.ts";

const manifest: ViteManifest = {
  "index.html": {
    file: "assets/index.js",
    isEntry: true,
    imports: ["_session.js"],
    dynamicImports: ["src/components/shared-texts.rw.ts", "src/features/admin/admin-entry.tsx"],
    css: ["assets/index.css"],
  },
  "_session.js": { file: "assets/session.js" },
  "src/components/shared-texts.rw.ts": { file: "assets/shared-texts.rw.js", imports: ["_session.js"] },
  "src/features/admin/admin-entry.tsx": { file: "assets/admin.js", imports: ["_admin-table.js"] },
  "_admin-table.js": { file: "assets/admin-table.js" },
  "src/pwa/offline-page.tsx": {
    file: "assets/offline-page.js",
    imports: ["_session.js"],
    dynamicImports: ["src/pwa/pwa-texts.fr.ts"],
  },
  "src/pwa/pwa-texts.fr.ts": { file: "assets/pwa-texts.fr.js" },
};

describe("the service worker's precache (decision 197)", () => {
  it("holds the shell and the offline page with their texts, not the other screens", () => {
    expect([...shellFiles(manifest, ["index.html", "src/pwa/offline-page.tsx"])].sort()).toEqual([
      "assets/index.css",
      "assets/index.js",
      "assets/offline-page.js",
      "assets/pwa-texts.fr.js",
      "assets/session.js",
      "assets/shared-texts.rw.js",
    ]);
  });

  it("fails the build when the offline page is missing from it", () => {
    expect(() => shellFiles(manifest, ["src/pwa/missing.tsx"])).toThrow(/no chunk/);
  });

  it("marks the offline shell so that the app shows its offline page", () => {
    const html = offlineShellHtml("<html><head><title>x</title></head><body></body></html>");
    expect(isOfflineShell(new DOMParser().parseFromString(html, "text/html"))).toBe(true);
    expect(isOfflineShell(document)).toBe(false);
  });
});

describe("the web app manifest", () => {
  const publicDir = path.resolve(import.meta.dirname, "../../public");

  it("uses DESIGN.md's ink as its theme, as index.html does", () => {
    const index = fs.readFileSync(path.resolve(publicDir, "../index.html"), "utf8");
    expect(index).toContain(`<meta name="theme-color" content="${THEME_COLOR}" />`);
    expect(webAppManifest.theme_color).toBe("#1C1917");
  });

  it("ships every icon it names, as a PNG of the stated size", () => {
    expect(APP_ICONS.some((icon) => icon.purpose === "maskable")).toBe(true);
    for (const icon of APP_ICONS) {
      const png = fs.readFileSync(path.join(publicDir, icon.src));
      expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
      // The IHDR chunk: width and height as big-endian 32-bit integers at bytes 16 and 20.
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
    }
  });
});
