import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadEnv } from "../../config.ts";
import { ensureAdmin } from "../../modules/people/users/admin-account.ts";
import { ADMIN } from "../accounts.ts";
import { buildTestApp, type TestApp } from "../build-test-app.ts";

const where = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";
/** The load balancer in front of the API, the one hop TRUST_PROXY names. */
const BALANCER = "10.0.0.7";
const ATTACKER = "203.0.113.66";
const ADMIN_HOME = "198.51.100.7";

describe("TRUST_PROXY names proxies, never 'trust anything'", () => {
  const trustProxy = (value?: string) =>
    loadEnv(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY;

  it("refuses true (the client would name its own address) with one line giving the safe values", () => {
    for (const value of ["true", "TRUE", "yes"]) {
      expect(() => trustProxy(value)).toThrow(ConfigError);
      expect(() => trustProxy(value)).toThrow(
        /^Invalid environment variable TRUST_PROXY: ".+" would trust any X-Forwarded-For a client writes; list the addresses\/CIDRs/,
      );
    }
  });

  it("refuses a hop count and anything that is not an address, a CIDR or a range name", () => {
    for (const value of ["1", "2", "10.0.0.0/33", "proxy.example", "10.0.0.1,", "::1/129"]) {
      expect(() => trustProxy(value), value).toThrow(/not a list of proxy addresses/);
    }
  });

  it("takes false by default, and lists of addresses, CIDRs and proxy-addr's range names", () => {
    expect(trustProxy()).toBe(false);
    expect(trustProxy("false")).toBe(false);
    expect(trustProxy("0")).toBe(false);
    expect(trustProxy(" 10.0.0.0/8, 127.0.0.1 ")).toEqual(["10.0.0.0/8", "127.0.0.1"]);
    expect(trustProxy("loopback,fd00::/8,uniquelocal")).toEqual(["loopback", "fd00::/8", "uniquelocal"]);
  });
});

describe(`forged X-Forwarded-For through a trusted and an untrusted hop (${where})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ trustProxy: [BALANCER], rateLimitLogin: 8 });
    await ensureAdmin(t.app.db, ADMIN.username, ADMIN.password);
  });
  afterAll(() => t.close());

  /** One admin sign-in arriving from `socket`, carrying `forwarded` as X-Forwarded-For. */
  const adminLogin = (
    socket: string,
    forwarded: string | null,
    password: string,
    username: string = ADMIN.username,
  ) =>
    t.app.inject({
      method: "POST",
      url: "/api/admin/login/",
      remoteAddress: socket,
      headers: forwarded === null ? {} : { "x-forwarded-for": forwarded },
      payload: { username, password },
    });

  it("through the balancer, a client that writes another address is counted at its own: locked at the 5th", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      // The client wrote 192.0.2.i; the balancer appended the address it saw.
      const response = await adminLogin(BALANCER, `192.0.2.${i}, ${ATTACKER}`, "wrong-guess", "nobody_one");
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429, 429]);
  });

  it("straight to the port (an untrusted hop), every forged header is ignored: locked at the 5th", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const forged = `192.0.2.${i}, ${BALANCER}, 198.51.100.${i}`;
      statuses.push((await adminLogin("203.0.113.99", forged, "wrong-guess", "nobody_two")).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429, 429]);
  });

  it("an attacker who claims the admin's address cannot lock the real admin out", async () => {
    // The admin has signed in from home before (an account-wide rule may spare known addresses).
    expect((await adminLogin(BALANCER, ADMIN_HOME, ADMIN.password)).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) {
      await adminLogin(BALANCER, `${ADMIN_HOME}, ${ATTACKER}`, "wrong-guess");
      await adminLogin(ATTACKER, ADMIN_HOME, "wrong-guess");
    }
    expect((await adminLogin(BALANCER, `${ADMIN_HOME}, ${ATTACKER}`, "wrong-guess")).statusCode).toBe(429);
    expect((await adminLogin(BALANCER, ADMIN_HOME, ADMIN.password)).statusCode).toBe(200);
  });

  it("the per-address sign-in limit counts the real address, whatever the client writes", async () => {
    const limited = async (socket: string, forwarded: (i: number) => string) => {
      const statuses: number[] = [];
      // Empty bodies: the limit is taken before validation, so only the count matters here.
      for (let i = 0; i < 9; i += 1) {
        const response = await t.app.inject({
          method: "POST",
          url: "/api/login/",
          remoteAddress: socket,
          headers: { "x-forwarded-for": forwarded(i) },
          payload: {},
        });
        statuses.push(response.statusCode);
      }
      return statuses;
    };
    const eightThenRefused = [...Array(8).fill(400), 429];
    expect(await limited(BALANCER, (i) => `192.0.2.${i}, 203.0.113.10`)).toEqual(eightThenRefused);
    expect(await limited("203.0.113.11", (i) => `192.0.2.${i}`)).toEqual(eightThenRefused);
    // Someone else behind the same balancer is not limited by them.
    expect((await adminLogin(BALANCER, "198.51.100.20", ADMIN.password)).statusCode).toBe(200);
  });
});

describe(`the attack run's spoofed forwarding, on a real socket (${where})`, () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    // The balancer is elsewhere: this test's own connections (from 127.0.0.1) are an untrusted hop.
    t = await buildTestApp({ trustProxy: [BALANCER] });
    await ensureAdmin(t.app.db, ADMIN.username, ADMIN.password);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it("30 wrong admin passwords, each with another forged address: 4 tried, then locked", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const response = await fetch(`${base}/api/admin/login/`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `192.0.2.${i}` },
        body: JSON.stringify({ username: ADMIN.username, password: `wrong-guess-${i}` }),
      });
      statuses.push(response.status);
    }
    expect(
      statuses.filter((status) => status === 401),
      statuses.join(),
    ).toHaveLength(4);
    expect(
      statuses.slice(4).every((status) => status === 429),
      statuses.join(),
    ).toBe(true);
  });
});
