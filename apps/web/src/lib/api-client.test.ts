import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "../test/render.tsx";
import { api } from "./api-client.ts";
import { ApiError } from "./api-error.ts";
import { startSession } from "./session.ts";

type Call = { url: string; method: string; auth: string | null; body: unknown };

/** A fake server: `/api/data/` needs the token "fresh"; `/api/login/refresh/` answers with `refreshAnswer`. */
function fakeServer(refreshAnswer: () => Promise<Response>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    const call = {
      url,
      method: init.method ?? "GET",
      auth: headers.Authorization ?? null,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    if (url === "/api/login/refresh/") return refreshAnswer();
    if (call.auth === "Bearer fresh") return jsonResponse(200, { url });
    return jsonResponse(401, { detail: "Given token not valid for any token type" });
  });
  vi.stubGlobal("fetch", fetchMock);
  return calls;
}

describe("api client refresh queue (product §4)", () => {
  beforeEach(() => {
    startSession({
      access: "stale",
      refresh: "r-old",
      user: { username: "u1", type: "user" },
      remember: true,
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("runs one refresh for many failing requests and replays them all with the new token", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls = fakeServer(async () => {
      await gate;
      return jsonResponse(200, { access: "fresh", refresh: "r-new" });
    });

    const requests = [api.get("/data/1/"), api.get("/data/2/"), api.get("/data/3/")];
    await vi.waitFor(() => expect(calls.filter((c) => c.url === "/api/login/refresh/")).toHaveLength(1));
    release();
    const results = await Promise.all(requests);

    expect(results).toEqual([{ url: "/api/data/1/" }, { url: "/api/data/2/" }, { url: "/api/data/3/" }]);
    const refreshes = calls.filter((c) => c.url === "/api/login/refresh/");
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.body).toEqual({ refresh: "r-old" });
    expect(refreshes[0]?.auth).toBeNull();
    const replays = calls.filter((c) => c.url.startsWith("/api/data/") && c.auth === "Bearer fresh");
    expect(replays).toHaveLength(3);
    // The rotated refresh token is stored where the session lives.
    expect(localStorage.getItem("authToken")).toBe("fresh");
    expect(localStorage.getItem("refresh")).toBe("r-new");
  });

  it("when the refresh fails: saves the path, marks the session ended, clears it and passes the error on", async () => {
    window.history.pushState({}, "", "/orders?page=2");
    fakeServer(async () => jsonResponse(401, { detail: "Token is invalid or expired" }));

    const outcomes = await Promise.allSettled([api.get("/data/1/"), api.get("/data/2/")]);

    for (const outcome of outcomes) {
      expect(outcome.status).toBe("rejected");
      const reason = (outcome as PromiseRejectedResult).reason;
      expect(reason).toBeInstanceOf(ApiError);
      expect((reason as ApiError).status).toBe(401);
    }
    expect(localStorage.getItem("authToken")).toBeNull();
    expect(localStorage.getItem("refresh")).toBeNull();
    expect(localStorage.getItem("userInfo")).toBeNull();
    expect(localStorage.getItem("redirectPath")).toBe("/orders?page=2");
    // The sign-in page says the session ended.
    expect(sessionStorage.getItem("sessionEnded")).toBe("1");
    sessionStorage.removeItem("sessionEnded");
    window.history.pushState({}, "", "/");
  });

  it("replays a 401 that arrives after another request refreshed, without a second refresh", async () => {
    // /api/slow/ answers only once released; until then the token it carried ("stale") is outdated.
    let releaseSlow!: () => void;
    const slowGate = new Promise<void>((resolve) => {
      releaseSlow = resolve;
    });
    const calls: Call[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit = {}) => {
        const auth = ((init.headers ?? {}) as Record<string, string>).Authorization ?? null;
        calls.push({ url, method: init.method ?? "GET", auth, body: undefined });
        if (url === "/api/login/refresh/") return jsonResponse(200, { access: "fresh", refresh: "r-new" });
        if (url === "/api/slow/" && auth === "Bearer stale") await slowGate;
        if (auth === "Bearer fresh") return jsonResponse(200, { url });
        return jsonResponse(401, { detail: "Given token not valid for any token type" });
      }),
    );

    const slow = api.get("/slow/");
    // A quick request fails, refreshes and succeeds while the slow one is still out with "stale".
    await expect(api.get("/data/1/")).resolves.toEqual({ url: "/api/data/1/" });
    expect(localStorage.getItem("authToken")).toBe("fresh");
    releaseSlow();

    await expect(slow).resolves.toEqual({ url: "/api/slow/" });
    expect(calls.filter((c) => c.url === "/api/login/refresh/")).toHaveLength(1);
    expect(calls.filter((c) => c.url === "/api/slow/").map((c) => c.auth)).toEqual([
      "Bearer stale",
      "Bearer fresh",
    ]);
    expect(localStorage.getItem("refresh")).toBe("r-new");
  });

  it("retries a request once: a replay that gets 401 again is not refreshed again, its error is passed on", async () => {
    const calls: Call[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit = {}) => {
        const auth = ((init.headers ?? {}) as Record<string, string>).Authorization ?? null;
        calls.push({ url, method: init.method ?? "GET", auth, body: undefined });
        if (url === "/api/login/refresh/") return jsonResponse(200, { access: "fresh", refresh: "r-new" });
        // Even the fresh token is refused here (e.g. the account was just disabled).
        return jsonResponse(401, { detail: "User is inactive" });
      }),
    );

    const error = (await api.get("/data/1/").catch((e) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(error.detail).toBe("User is inactive");
    expect(calls.map((c) => [c.url, c.auth])).toEqual([
      ["/api/data/1/", "Bearer stale"],
      ["/api/login/refresh/", null],
      ["/api/data/1/", "Bearer fresh"],
    ]);
    // The refresh itself worked, so the session stays, with the rotated tokens.
    expect(localStorage.getItem("authToken")).toBe("fresh");
    expect(localStorage.getItem("refresh")).toBe("r-new");
  });

  it("does not refresh for calls made without a token", async () => {
    const calls = fakeServer(async () => jsonResponse(200, { access: "fresh", refresh: "r-new" }));
    await expect(
      api.post("/login/", { username: "x", password: "y" }, { auth: false }),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect(calls).toHaveLength(1);
  });

  it("throws a typed error with DRF field errors and detail", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        jsonResponse(400, { email: ["Email already exists"], username: ["Too short", "Bad"] }),
      ),
    );
    const error = (await api.post("/register/", {}, { auth: false }).catch((e) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.fieldErrors.email).toEqual(["Email already exists"]);
    expect(error.fieldMessage("username")).toBe("Too short Bad");
    expect(error.detail).toBeNull();
  });
});
