import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { findBreaches, importsOf, readSources } from "./check-boundaries.mjs";

const areas = { shop: ["orders/order-view.ts"], repository: [] };

// A small tree that keeps every boundary; each test adds one file that breaks one of them.
const keeping = {
  "apps/web/src/features/cart/index.ts": 'export { useMyCart } from "./api/get-my-cart.ts";',
  "apps/web/src/features/cart/api/get-my-cart.ts": "export const useMyCart = () => 1;",
  "apps/web/src/features/market/header.tsx": 'import { useMyCart } from "../cart/index.ts";',
  "apps/web/src/components/ui/stepper.tsx": 'import { cn } from "../../lib/cn.ts";',
  "apps/web/src/lib/cn.ts": "export const cn = () => '';",
  "apps/web/src/lib/i18n/catalogs.test.ts": 'import { marketTexts } from "../../features/market/texts.ts";',
  "apps/web/src/app/routes.tsx": 'const Cart = () => import("../features/cart/cart-page.tsx");',
  "apps/api/src/modules/shop/orders/order-view.ts": "export const view = 1;",
  "apps/api/src/modules/shop/orders/order-fixtures.ts": "export const anOrder = 1;",
  "apps/api/src/modules/shop/cart/cart-service.ts": 'import { view } from "../orders/order-view.ts";',
  "apps/api/src/modules/shop/cart/cart.test.ts": 'import { anOrder } from "../orders/order-fixtures.ts";',
  "apps/api/src/modules/shop/cart/cart-totals.ts": 'import { held } from "../orders/order-holds.ts";',
  "apps/api/src/modules/repository/creators/sales.ts":
    'import { view } from "../../shop/orders/order-view.ts";',
  "apps/api/src/media/picture.ts": 'import { pageOf } from "../lib/pagination.ts";',
  "apps/api/src/app.ts": 'import { cartRoutes } from "./modules/shop/cart/cart-routes.ts";',
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
  return findBreaches(readSources(root), { areas, allowlist: [] })
    .map(({ from, to }) => `${from} → ${to}`)
    .sort();
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

  it("fails an API area that reaches past another area's entry files, not a module of its own area", () => {
    const extra = {
      "apps/api/src/modules/shop/cart/cart-repository.ts": 'import { sql } from "../orders/order-sql.ts";',
      "apps/api/src/modules/repository/creators/payouts.ts":
        'import { sql } from "../../shop/orders/order-sql.ts";',
    };
    expect(breachesOf(extra)).toEqual([
      "apps/api/src/modules/repository/creators/payouts.ts → apps/api/src/modules/shop/orders/order-sql.ts",
    ]);
  });

  it("fails a new arrow back up a floor: lib/, db/, plugins/ or media/ importing what stands on them", () => {
    const extra = {
      "apps/api/src/lib/money.ts": 'import { view } from "../modules/shop/orders/order-view.ts";',
      "apps/api/src/db/rows.ts": 'import { mediaStore } from "../media/store.ts";',
      "apps/api/src/plugins/cards.ts": 'import { view } from "../modules/shop/orders/order-view.ts";',
      "apps/api/src/media/sizes.ts": 'import { config } from "../config.ts";',
    };
    expect(breachesOf(extra)).toEqual([
      "apps/api/src/db/rows.ts → apps/api/src/media/store.ts",
      "apps/api/src/lib/money.ts → apps/api/src/modules/shop/orders/order-view.ts",
      "apps/api/src/media/sizes.ts → apps/api/src/config.ts",
      "apps/api/src/plugins/cards.ts → apps/api/src/modules/shop/orders/order-view.ts",
    ]);
  });

  it("fails production code importing test support", () => {
    const extra = {
      "apps/api/src/modules/shop/orders/order-service.ts": 'import { anOrder } from "./order-fixtures.ts";',
      "apps/api/src/modules/shop/orders/order-checks.ts":
        'import { check } from "../../../test/presentation-check.ts";',
    };
    expect(breachesOf(extra)).toEqual([
      "apps/api/src/modules/shop/orders/order-checks.ts → apps/api/src/test/presentation-check.ts",
      "apps/api/src/modules/shop/orders/order-service.ts → apps/api/src/modules/shop/orders/order-fixtures.ts",
    ]);
  });

  it("fails a route file that holds SQL, and a listed one that no longer does", () => {
    const files = {
      "apps/api/src/modules/shop/cart/cart-routes.ts":
        'import { cartOf } from "./cart-service.ts";\nexport const r = (app) => cartOf(app.db);',
      "apps/api/src/modules/shop/cart/cart-service.ts":
        'import { eq } from "drizzle-orm";\nexport const cartOf = (db) => db.select().from(carts);',
      "apps/api/src/modules/shop/orders/order-routes.ts": 'import { eq } from "drizzle-orm";',
      "apps/api/src/modules/shop/orders/admin-order-routes.ts":
        'import { orders } from "../../../db/schema/orders.ts";',
      "apps/api/src/modules/shop/reviews/review-routes.ts":
        "const rows = await app.db.select().from(reviews);",
      "apps/api/src/modules/shop/wishlist/wishlist-routes.ts": "export const clean = 1;",
    };
    const reasons = (routeSqlLeft) =>
      findBreaches(files, { areas, allowlist: [], routeSqlLeft }).map(
        ({ from, reason }) => `${from}: ${reason}`,
      );
    expect(reasons([])).toEqual([
      "apps/api/src/modules/shop/orders/order-routes.ts: a route file imports drizzle-orm: move its SQL to the use case's own file",
      "apps/api/src/modules/shop/orders/admin-order-routes.ts: a route file imports a table of db/schema/: move its SQL to the use case's own file",
      "apps/api/src/modules/shop/reviews/review-routes.ts: a route file builds a query on a database handle: move its SQL to the use case's own file",
    ]);
    const left = [
      "apps/api/src/modules/shop/orders/order-routes.ts",
      "apps/api/src/modules/shop/orders/admin-order-routes.ts",
      "apps/api/src/modules/shop/reviews/review-routes.ts",
      "apps/api/src/modules/shop/wishlist/wishlist-routes.ts",
    ];
    expect(reasons(left)).toEqual([
      "apps/api/src/modules/shop/wishlist/wishlist-routes.ts: holds no SQL any more: take it off ROUTE_SQL_LEFT",
    ]);
  });

  it("lets an allowlisted import through", () => {
    const files = { "apps/web/src/features/market/a.ts": 'import "../cart/api/get-my-cart.ts";' };
    const allowlist = [
      { from: "apps/web/src/features/market/a.ts", to: "apps/web/src/features/cart/api/get-my-cart.ts" },
    ];
    expect(findBreaches(files, { areas, allowlist })).toEqual([]);
    expect(findBreaches(files, { areas, allowlist: [] })).toHaveLength(1);
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
