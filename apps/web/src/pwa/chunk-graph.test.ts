import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { chunkGraph, filesToKeep, screenModules } from "./chunk-graph.ts";
import type { ViteManifest } from "./precache-list.ts";

const MARKET = "src/features/market/market-page.tsx";
const CART = "src/features/cart/cart-page.tsx";

/** A build's manifest in small: the entry, two screens, the market's lazy parts and their texts. */
const manifest: ViteManifest = {
  "index.html": {
    file: "assets/index.js",
    isEntry: true,
    imports: ["_session.js"],
    dynamicImports: [MARKET, CART, "src/components/layout/footer.tsx", "src/components/shared-texts.fr.ts"],
    css: ["assets/index.css"],
  },
  "_session.js": { file: "assets/session.js" },
  "src/components/layout/footer.tsx": { file: "assets/footer.js", imports: ["_session.js"] },
  "src/components/shared-texts.fr.ts": { file: "assets/shared-texts.fr.js" },
  [MARKET]: {
    file: "assets/market-page.js",
    imports: ["_session.js", "_price.js"],
    dynamicImports: [
      "src/features/market/components/product-details-dialog.tsx",
      "src/features/market/market-texts.rw.ts",
      "src/features/market/market-texts.fr.ts",
    ],
  },
  "_price.js": { file: "assets/price.js" },
  "src/features/market/market-texts.rw.ts": { file: "assets/market-texts.rw.js" },
  "src/features/market/market-texts.fr.ts": { file: "assets/market-texts.fr.js" },
  "src/features/market/components/product-details-dialog.tsx": {
    file: "assets/product-details-dialog.js",
    imports: ["_dialog.js"],
    // The dialog's "Go to cart" is a link, but say a lazy import reached the cart screen: not followed.
    dynamicImports: [CART, "src/features/market/reviews/reviews-section.tsx"],
    css: ["assets/gallery.css"],
  },
  "_dialog.js": { file: "assets/dialog.js" },
  "src/features/market/reviews/reviews-section.tsx": { file: "assets/reviews-section.js" },
  [CART]: { file: "assets/cart-page.js", imports: ["_checkout.js"] },
  "_checkout.js": { file: "assets/checkout.js" },
  "src/assets/hero.svg": { file: "assets/hero.svg" },
};

const graph = chunkGraph(manifest, [MARKET, CART]);

describe("the chunks a screen keeps for offline use (decision 252)", () => {
  it("keeps every chunk the market can still load once it has opened, in the reader's language", () => {
    const kept = filesToKeep(graph, ["assets/index.js", "assets/market-page.js"], "rw");
    expect([...kept].sort()).toEqual([
      "assets/dialog.js",
      "assets/footer.js",
      "assets/gallery.css",
      "assets/index.css",
      "assets/index.js",
      "assets/market-page.js",
      "assets/market-texts.rw.js",
      "assets/price.js",
      "assets/product-details-dialog.js",
      "assets/reviews-section.js",
      "assets/session.js",
    ]);
  });

  it("does not download another screen, nor another language's texts", () => {
    const kept = filesToKeep(graph, ["assets/index.js", "assets/market-page.js"], "fr");
    expect(kept.has("assets/cart-page.js")).toBe(false);
    expect(kept.has("assets/checkout.js")).toBe(false);
    expect(kept.has("assets/market-texts.rw.js")).toBe(false);
    expect(kept.has("assets/market-texts.fr.js")).toBe(true);
    expect(kept.has("assets/shared-texts.fr.js")).toBe(true);
    expect(filesToKeep(graph, ["assets/index.js"], "en").has("assets/market-page.js")).toBe(false);
  });

  it("keeps a screen that was opened, and a used file the graph does not know", () => {
    const kept = filesToKeep(graph, ["assets/cart-page.js", "assets/inter.woff2"], "en");
    expect([...kept].sort()).toEqual(["assets/cart-page.js", "assets/checkout.js", "assets/inter.woff2"]);
  });

  it("reads the router's screens from app/pages.ts", () => {
    const pages = fs.readFileSync(path.resolve(import.meta.dirname, "../app/pages.ts"), "utf8");
    const screens = screenModules(pages);
    expect(screens).toContain(MARKET);
    expect(screens).toContain(CART);
    expect(screens).toContain("src/features/admin/admin-entry.tsx");
    expect(screens.length).toBeGreaterThan(20);
  });
});
