import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const valid = {
  first_name: "Aline",
  last_name: "Uwase",
  username: "aline",
  email: "aline@example.rw",
  password: "Inanga-secret9",
};

const register = (payload: unknown) =>
  t.app.inject({ method: "POST", url: "/api/register/", payload: payload as object });

describe("POST /api/register/", () => {
  it("creates a shopper and never returns the password", async () => {
    const response = await register(valid);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ username: "aline", email: "aline@example.rw", type: "user" });
    expect(JSON.stringify(body)).not.toContain("Inanga-secret9");
    expect(body).not.toHaveProperty("password_hash");
  });

  it("answers every missing field with product §5's message", async () => {
    const response = await register({});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      first_name: ["First name is required"],
      last_name: ["Last name is required"],
      username: ["Username is required"],
      email: ["Email is required"],
      password: ["Password is required"],
    });
  });

  it("checks username length, email shape and password length", async () => {
    const response = await register({ ...valid, username: "al", email: "not-an-email", password: "12345" });
    expect(response.json()).toEqual({
      username: ["Username must be at least 3 characters"],
      email: ["Please enter a valid email address"],
      password: ["Password must be at least 6 characters"],
    });
  });

  it("refuses a taken email or username whatever their case", async () => {
    const response = await register({ ...valid, username: "ALINE", email: "Aline@Example.rw" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      username: ["Username already exists"],
      email: ["Email already exists"],
    });
  });

  it("answers malformed JSON with 400, not 500", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/register/",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: "Malformed JSON in request body." });
  });

  it("answers a body over 30 MB with 413", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/register/",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ ...valid, first_name: "x".repeat(31 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toHaveProperty("detail");
  });

  it("accepts the route without its trailing slash", async () => {
    const response = await register({ ...valid, username: "kalisa", email: "kalisa@example.rw" });
    expect(response.statusCode).toBe(201);
    const noSlash = await t.app.inject({
      method: "POST",
      url: "/api/register",
      payload: { ...valid, username: "mugisha", email: "mugisha@example.rw" },
    });
    expect(noSlash.statusCode).toBe(201);
  });
});

describe("throttling per address", () => {
  it("answers 429 past RATE_LIMIT_REGISTER a minute, counting malformed requests too", async () => {
    const limited = await buildTestApp({ rateLimitRegister: 2 });
    try {
      const send = (payload: object, remoteAddress = "10.2.2.2") =>
        limited.app.inject({ method: "POST", url: "/api/register/", payload, remoteAddress });
      const statuses = [(await send({})).statusCode, (await send({ username: "x" })).statusCode];
      const third = await send({ ...valid, username: "throttled", email: "throttled@example.rw" });
      expect([...statuses, third.statusCode]).toEqual([400, 400, 429]);
      expect(third.json().detail).toBe("Request was throttled. Please try again in a minute.");
      // Another address has its own count.
      expect((await send(valid, "10.2.2.3")).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
