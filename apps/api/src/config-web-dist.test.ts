import path from "node:path";
import { describe, expect, it } from "vitest";
import { configFromEnv, loadEnv } from "./config.ts";

describe("WEB_DIST", () => {
  it("reads a relative folder from where the server starts, as @fastify/static needs an absolute root", () => {
    expect(configFromEnv(loadEnv({ WEB_DIST: "apps/web/dist" })).webDist).toBe(path.resolve("apps/web/dist"));
    expect(configFromEnv(loadEnv({ WEB_DIST: "/srv/web" })).webDist).toBe("/srv/web");
    expect(configFromEnv(loadEnv({})).webDist).toBeUndefined();
  });
});
