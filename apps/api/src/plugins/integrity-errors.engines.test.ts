import { messages } from "@heritage/domain/messages";
import { sql } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isForeignKeyViolation, pgErrorCode } from "../db/pg-errors.ts";
import { signInAdmin, signUpShopper } from "../test/accounts.ts";
import { buildTestApp, type TestApp } from "../test/build-test-app.ts";
import { seedCategory, seedProduct } from "../test/fixtures/catalog-fixtures.ts";
import { CHECKOUT, fillCart } from "../test/fixtures/order-fixtures.ts";
import { registerErrorHandler } from "./error-handler.ts";

/**
 * PGlite (PostgreSQL 18) reports ON DELETE RESTRICT as 23001 where PostgreSQL 15
 * reports 23503, and deleting a product that appears in an order answered 500 on PGlite. Every
 * integrity constraint code now ends as a 409 on both databases (CI runs this file on each).
 */
let t: TestApp;
let admin: Record<string, string>;
/** A bare app with only the error handler, whose one route runs the SQL it is given on the test database. */
let probe: FastifyInstance;
let statements: Record<string, ReturnType<typeof sql>>;
let orderedProductId: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signInAdmin(t.app)).headers;
  const category = await seedCategory(t.app, { slug: "integrity" });
  const product = await seedProduct(t.app, category.id, { stock: 3 });
  const shopper = await signUpShopper(t.app);
  await fillCart(t.app, shopper.user.id, [{ productId: product.id, quantity: 1 }]);
  const placed = await t.app.inject({
    method: "POST",
    url: "/api/market/orders/",
    headers: shopper.headers,
    payload: CHECKOUT,
  });
  expect(placed.statusCode).toBe(201);
  orderedProductId = product.id;
  statements = {
    restrict: sql`delete from products where id = ${product.id}`,
    unique: sql`insert into categories (name, slug) values ('Twice', 'integrity')`,
    check: sql`update products set stock = -1 where id = ${product.id}`,
    notNull: sql`insert into categories (name, slug) values (null, 'no-name')`,
    foreignKey: sql`insert into products (name, price, category_id) values ('Orphan', 5, 987654)`,
  };
  probe = Fastify();
  registerErrorHandler(probe);
  probe.get<{ Params: { name: string } }>("/sql/:name", async (request) => {
    await t.app.db.execute(statements[request.params.name]!);
    return { ok: true };
  });
  await probe.ready();
});
afterAll(async () => {
  await probe?.close();
  await t.close();
});

describe("integrity constraint errors", () => {
  it("DELETE of a product that appears in an order answers 409 and keeps the product", async () => {
    const url = `/api/market/products/${orderedProductId}/`;
    const response = await t.app.inject({ method: "DELETE", url, headers: admin });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: messages.product.inUse });
    expect((await t.app.inject({ method: "GET", url, headers: admin })).statusCode).toBe(200);
  });

  it("recognises the restrict violation of either database as a foreign key clash", async () => {
    const error = await t.app.db.execute(statements.restrict!).then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(["23001", "23503"]).toContain(pgErrorCode(error));
    expect(isForeignKeyViolation(error)).toBe(true);
  });

  it.each(["restrict", "unique", "check", "notNull", "foreignKey"])(
    "answers 409 with a detail, not 500, for an unnamed %s violation",
    async (name) => {
      const response = await probe.inject({ method: "GET", url: `/sql/${name}` });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ detail: messages.common.conflict });
    },
  );

  it("still answers 500 for a database error that is not a constraint", async () => {
    statements.broken = sql`select * from no_such_table`;
    const response = await probe.inject({ method: "GET", url: "/sql/broken" });
    expect(response.statusCode).toBe(500);
  });
});
