import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ApiProcess,
  type Cluster,
  startApi,
  startCluster,
  waitForHealth,
} from "../../../../../scripts/cluster/cluster.mjs";
import { rowsOf } from "../../db/rows.ts";
import { orderLines, orders } from "../../db/schema/orders.ts";
import { users } from "../../db/schema/users.ts";
import { ensureAdmin } from "../../modules/people/users/admin-account.ts";
import { ADMIN } from "../accounts.ts";
import { CHECKOUT, fillCart, headersFor, productState, seedShelf } from "../fixtures/order-fixtures.ts";
import { type LocalS3, startLocalS3 } from "../s3-server.ts";
import {
  auditOrderStatusWrites,
  type StatusWrite,
  searchesFromOneAddress,
  statusWritesOf,
  uploadHereServeThere,
} from "./cluster-checks.ts";
import { call, fixtureApp, freshDatabase, inParallel, randomSecret, steadyLoad } from "./cluster-harness.ts";
import { SERVER_START_MS } from "./server-process.ts";

/**
 * The proof (decision 193): 2 API processes on one PostgreSQL database behind HAProxy, and
 * 2 more on an S3 bucket (s3rver). Runs in .ci/run (`npm run test:cluster`), not in `npm test`.
 * Ports 3180-3184; every client is on 127.0.0.1 and names its address in X-Forwarded-For.
 */
const PORT = 3180;
const [LOGIN_LIMIT, SEARCH_LIMIT] = [20, 20];

let database: Awaited<ReturnType<typeof freshDatabase>>;
let dataDir: string;
let cluster: Cluster;
let s3: LocalS3;
let s3Apis: ApiProcess[] = [];
let fixture: FastifyInstance;
let admin: Record<string, string>;
let shopperCount = 0;

const [A, B] = [`http://127.0.0.1:${PORT + 1}`, `http://127.0.0.1:${PORT + 2}`];

beforeAll(async () => {
  database = await freshDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "heritage-cluster-"));
  const secret = randomSecret();
  const env = {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    JWT_SECRET: secret,
    TRUST_PROXY: "127.0.0.1",
    SEED_DEMO: "false",
    RATE_LIMIT_LOGIN: String(LOGIN_LIMIT),
    RATE_LIMIT_SEARCH: String(SEARCH_LIMIT),
    RATE_LIMIT_REGISTER: "1000",
    UPLOAD_RATE_LIMIT: "1000",
    ORDER_EXPIRY_SECONDS: "1",
    MEDIA_SWEEP_HOURS: "0",
    LOG_LEVEL: "info",
    TEST_DATABASE_URL: "",
  };
  cluster = await startCluster({
    processes: 2,
    port: PORT,
    env,
    workDir: path.join(dataDir, "cluster"),
    startTimeoutMs: SERVER_START_MS * 2,
  });
  // Two more on a bucket, each with a data directory of its own: only the bucket is shared.
  s3 = await startLocalS3();
  s3Apis = [PORT + 3, PORT + 4].map((port) =>
    startApi(port, {
      ...env,
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "heritage-cluster-s3-")),
      MEDIA_STORE: "s3",
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.options.bucket,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    }),
  );
  fixture = await fixtureApp(database.url, secret);
  await auditOrderStatusWrites((statement) => fixture.db.execute(sql.raw(statement)));
  await ensureAdmin(fixture.db, ADMIN.username, ADMIN.password);
  const login = await call(cluster.url, "/api/login/", { body: ADMIN, from: "10.50.0.1" });
  expect(login.status).toBe(200);
  admin = { authorization: `Bearer ${login.body.access}` };
  await Promise.all(s3Apis.map((api) => waitForHealth(api, SERVER_START_MS * 2)));
}, 8 * SERVER_START_MS);

afterAll(async () => {
  for (const api of [...(cluster?.apis ?? []), ...s3Apis]) api.child.kill("SIGKILL");
  cluster?.balancer.kill("SIGKILL");
  await fixture?.close();
  await s3?.close();
  await database?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

/** Shoppers straight into the table, each with `quantity` of the product in the cart. */
async function shoppersWithCarts(count: number, productId: number, quantity = 1) {
  const rows = await fixture.db
    .insert(users)
    .values(
      Array.from({ length: count }, () => {
        const name = `cluster_shopper${++shopperCount}`;
        return {
          username: name,
          email: `${name}@example.rw`,
          password_hash: "x",
          first_name: "A",
          last_name: "B",
        };
      }),
    )
    .returning({ id: users.id });
  return Promise.all(
    rows.map(async ({ id }, index) => {
      await fillCart(fixture, id, [{ productId, quantity }]);
      return { id, headers: await headersFor(fixture, id), from: `10.60.${index >> 8}.${index & 255}` };
    }),
  );
}

async function ordersOf(productId: number) {
  return fixture.db
    .select({ id: orders.id, user: orders.user_id, status: orders.status, reason: orders.cancel_reason })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.order_id, orders.id))
    .where(eq(orderLines.product_id, productId));
}

async function until(check: () => Promise<boolean>, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("two API processes on one PostgreSQL database behind HAProxy", () => {
  it("shows an admin's price change through A to the next anonymous read through B", async () => {
    const [product] = await seedShelf(fixture, [{ price: 5_000, stock: 10, name: "Ibyansi milk pot" }]);
    const url = `/api/market/products/${product!.id}`;
    // A search is cached as well (decision 152), a typo included: the same guarantee.
    const searched = async (text: string) => {
      const answer = await call(B, `/api/market/products/?search=${text}`, { from: "10.78.0.9" });
      const found = (answer.body.results as { id: number; price: string }[]).find(
        (p) => p.id === product!.id,
      );
      return Number(found?.price);
    };
    // B has answered (and cached) the old price.
    expect(Number((await call(B, url)).body.price)).toBe(5_000);
    expect(await searched("ibyansi")).toBe(5_000);
    expect(await searched("ibyansu")).toBe(5_000);
    const patched = await call(A, url, { method: "PATCH", body: { price: 7_500 }, headers: admin });
    expect(patched.status).toBe(200);
    expect(Number((await call(B, url)).body.price)).toBe(7_500);
    expect(await searched("ibyansi")).toBe(7_500);
    expect(await searched("ibyansu")).toBe(7_500);
  });

  it("sells exactly the stock of 5 to 50 shoppers ordering at once through both, and expires it once", async () => {
    const [product] = await seedShelf(fixture, [{ price: 2_000, stock: 5 }]);
    const crowd = await shoppersWithCarts(50, product!.id);
    const answers = await Promise.all(
      crowd.map((shopper, i) =>
        call(i % 2 ? A : B, "/api/market/orders/", {
          body: CHECKOUT,
          headers: shopper.headers,
          from: shopper.from,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(45);
    expect((await productState(fixture, product!.id)).stock).toBe(0);
    expect(await ordersOf(product!.id)).toHaveLength(5);

    // Their holds run out: each process's expiry (every second; all four) races for them.
    await fixture.db
      .update(orders)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(
        and(
          eq(orders.status, "pending"),
          sql`${orders.id} in (select order_id from order_lines where product_id = ${product!.id})`,
        ),
      );
    await until(async () => (await ordersOf(product!.id)).every((order) => order.status === "cancelled"));
    // A few more rounds of both processes: nothing is cancelled or restocked twice.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const expired = await ordersOf(product!.id);
    expect(expired.map((order) => order.reason)).toEqual(Array(5).fill("expired"));
    expect((await productState(fixture, product!.id)).stock).toBe(5);
    // Each order went from pending to cancelled once, by one of the processes, and was not written again.
    const writes = rowsOf<StatusWrite>(
      await fixture.db.execute(sql.raw(statusWritesOf(expired.map((order) => order.id)))),
    );
    expect(writes.map((write) => `${write.old_status}>${write.new_status}`)).toEqual(
      Array(5).fill("pending>cancelled"),
    );
    expect(new Set(writes.map((write) => write.order_id)).size).toBe(5);
  });

  it(`throttles 80 sign-in attempts from one address at ${LOGIN_LIMIT}, not twice it`, async () => {
    const attempts = Array.from(
      { length: 80 },
      (_, i) => () =>
        call(i % 2 ? A : B, "/api/login/", {
          body: { username: `nobody${i}`, password: "Wrong-pass-9" },
          from: "10.77.0.1",
        }).then((answer) => answer.status),
    );
    const statuses = await inParallel(attempts, 16);
    expect(statuses.filter((status) => status !== 429)).toHaveLength(LOGIN_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(80 - LOGIN_LIMIT);
  });

  it(`throttles 60 searches from one address at ${SEARCH_LIMIT}, not twice it`, async () => {
    expect(await searchesFromOneAddress(A, B, 60)).toEqual({ answered: SEARCH_LIMIT, refused: 40 });
  });

  it("serves through B a picture uploaded through A (one DATA_DIR media folder)", async () => {
    await uploadHereServeThere(A, B, admin);
  });

  it("serves through one process a picture uploaded through another (an S3 bucket, s3rver)", async () => {
    const [C, D] = s3Apis.map((api) => api.url) as [string, string];
    const key = await uploadHereServeThere(C, D, admin);
    // In the bucket, not in either process's own folder.
    expect(fs.existsSync(path.join(dataDir, "media", key))).toBe(false);
  });

  it(
    "answers every request of a steady load during a rolling restart",
    async () => {
      const [product] = await seedShelf(fixture, [{ price: 1_000, stock: 10 }]);
      const pids = cluster.apis.map((api) => api.child.pid);
      const load = steadyLoad(`${cluster.url}/api/market/products/${product!.id}`, 4);
      await cluster.rollingRestart();
      const statuses = await load.stop();
      expect(cluster.apis.map((api) => api.child.pid)).not.toEqual(expect.arrayContaining(pids));
      expect(statuses.length).toBeGreaterThan(0);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
      // Two boots of the server: minutes on the shared machine under load (SERVER_START_MS each).
    },
    4 * SERVER_START_MS,
  );

  it("routes around a process killed with kill -9 mid-load, and the orders and stock agree", async () => {
    const [product] = await seedShelf(fixture, [{ price: 3_000, stock: 100 }]);
    const crowd = await shoppersWithCarts(40, product!.id);
    let answered = 0;
    const victim = cluster.apis[1]!;
    const placing = inParallel(
      crowd.map((shopper) => async () => {
        // A request in flight on the killed process may lose its connection: a failure, counted below.
        const status = await call(cluster.url, "/api/market/orders/", {
          body: CHECKOUT,
          headers: shopper.headers,
          from: shopper.from,
        }).then(
          (answer) => answer.status,
          () => 0,
        );
        if (++answered === 10) victim.child.kill("SIGKILL");
        return status;
      }),
      8,
    );
    const statuses = await placing;
    await victim.exited;
    // Whatever the killed process was answering, every shopper has either an order or the cart.
    const placed = await ordersOf(product!.id);
    const withOrder = new Set(placed.map((order) => order.user));
    for (const [i, shopper] of crowd.entries()) {
      if (statuses[i] === 201) expect(withOrder.has(shopper.id)).toBe(true);
      const cart = await call(cluster.url, "/api/market/cart/my_cart", {
        headers: shopper.headers,
        from: shopper.from,
      });
      expect(cart.status).toBe(200);
      const lines = cart.body.items as unknown[];
      expect(lines.length).toBe(withOrder.has(shopper.id) ? 0 : 1);
    }
    expect((await productState(fixture, product!.id)).stock).toBe(100 - placed.length);
    // Only requests in flight on the killed process can have failed.
    expect(statuses.filter((status) => status !== 201).length).toBeLessThanOrEqual(8);
    // From now on the balancer sends everything to the live process.
    const after = await inParallel(
      Array.from({ length: 20 }, () => () => call(cluster.url, `/api/market/products/${product!.id}`)),
      4,
    );
    expect(after.map((answer) => answer.status)).toEqual(Array(20).fill(200));
  });
});
