import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { findBreaches, importsOf, readSources } from "./check-boundaries.mjs";

const faces = { orders: ["order-view.ts"] };

// A small tree that keeps every boundary; each test adds one file that breaks one of them.
const keeping = {
  "apps/web/src/features/cart/index.ts": 'export { useMyCart } from "./api/get-my-cart.ts";',
  "apps/web/src/features/cart/api/get-my-cart.ts": "export const useMyCart = () => 1;",
  "apps/web/src/features/market/header.tsx": 'import { useMyCart } from "../cart/index.ts";',
  "apps/web/src/components/ui/stepper.tsx": 'import { cn } from "../../lib/cn.ts";',
  "apps/web/src/lib/cn.ts": "export const cn = () => '';",
  "apps/web/src/lib/i18n/catalogs.test.ts": 'import { marketTexts } from "../../features/market/texts.ts";',
  "apps/web/src/app/routes.tsx": 'const Cart = () => import("../features/cart/cart-page.tsx");',
  "apps/api/src/modules/orders/order-view.ts": "export const view = 1;",
  "apps/api/src/modules/orders/order-fixtures.ts": "export const anOrder = 1;",
  "apps/api/src/modules/cart/cart-service.ts": 'import { view } from "../orders/order-view.ts";',
  "apps/api/src/modules/cart/cart.test.ts": 'import { anOrder } from "../orders/order-fixtures.ts";',
  "apps/api/src/app.ts": 'import { cartRoutes } from "./modules/cart/cart-routes.ts";',
};

let root;
afterEach(() => root && rmSync(root, { recursive: true, force: true }));

/** Writes the tree to a temporary directory and checks it as the lint step does. */
function breachesOf(extra) {
  root = mkdtempSync(join(tmpdir(), "boundaries-"));
  for (const [path, source] of Object.entries({ ...keeping, ...extra })) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return findBreaches(readSources(root), { faces, allowlist: [] }).map(({ from, to }) => `${from} → ${to}`);
}

describe("the boundary check", () => {
  it("passes a tree that keeps every boundary", () => {
    expect(breachesOf({})).toEqual([]);
  });

  it("fails a feature that imports another feature's file instead of its public entry", () => {
    const extra = {
      "apps/web/src/features/market/cart-count.tsx":
        'import { useMyCart } from "../cart/api/get-my-cart.ts";',
    };
    expect(breachesOf(extra)).toEqual([
      "apps/web/src/features/market/cart-count.tsx → apps/web/src/features/cart/api/get-my-cart.ts",
    ]);
  });

  it("fails components/ or lib/ importing a feature, and not their tests", () => {
    const extra = {
      "apps/web/src/components/ui/cart-badge.tsx":
        'import { useMyCart } from "../../features/cart/index.ts";',
      "apps/web/src/lib/use-cart.ts": 'export { useMyCart } from "../features/cart/index.ts";',
    };
    expect(breachesOf(extra)).toEqual([
      "apps/web/src/components/ui/cart-badge.tsx → apps/web/src/features/cart/index.ts",
      "apps/web/src/lib/use-cart.ts → apps/web/src/features/cart/index.ts",
    ]);
  });

  it("fails an API module that reaches past another module's public face", () => {
    const extra = {
      "apps/api/src/modules/cart/cart-repository.ts": 'import { sql } from "../orders/order-sql.ts";',
    };
    expect(breachesOf(extra)).toEqual([
      "apps/api/src/modules/cart/cart-repository.ts → apps/api/src/modules/orders/order-sql.ts",
    ]);
  });

  it("fails the API's lib/ importing a module, and production code importing test support", () => {
    const extra = {
      "apps/api/src/lib/money.ts": 'import { view } from "../modules/orders/order-view.ts";',
      "apps/api/src/modules/orders/order-service.ts": 'import { anOrder } from "./order-fixtures.ts";',
    };
    expect(breachesOf(extra)).toEqual([
      "apps/api/src/lib/money.ts → apps/api/src/modules/orders/order-view.ts",
      "apps/api/src/modules/orders/order-service.ts → apps/api/src/modules/orders/order-fixtures.ts",
    ]);
  });

  it("lets an allowlisted import through", () => {
    const files = { "apps/web/src/features/market/a.ts": 'import "../cart/api/get-my-cart.ts";' };
    const allowlist = [
      { from: "apps/web/src/features/market/a.ts", to: "apps/web/src/features/cart/api/get-my-cart.ts" },
    ];
    expect(findBreaches(files, { faces, allowlist })).toEqual([]);
    expect(findBreaches(files, { faces, allowlist: [] })).toHaveLength(1);
  });
});

describe("reading imports", () => {
  it("finds static, re-exported, side-effect, dynamic and mocked imports, never packages", () => {
    const source = [
      'import { a } from "./a.ts";',
      'import type { B } from "../b.ts";',
      'export { c } from "./c.ts";',
      'import "./d.css";',
      'const e = () => import("./e.tsx");',
      'vi.mock("./f.ts");',
      'import { useState } from "react";',
    ].join("\n");
    expect(importsOf(source).sort()).toEqual(["../b.ts", "./a.ts", "./c.ts", "./d.css", "./e.tsx", "./f.ts"]);
  });

  it("reads the whole repository, where every boundary holds", () => {
    const repository = join(dirname(fileURLToPath(import.meta.url)), "..");
    const files = readSources(repository);
    expect(Object.keys(files).length).toBeGreaterThan(500);
    expect(findBreaches(files)).toEqual([]);
  });
});
