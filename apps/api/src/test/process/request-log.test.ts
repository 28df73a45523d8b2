import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { bootsTimeout, freePort, type RunningServer, startServer, waitForHealth } from "./server-process.ts";

let server: RunningServer | undefined;
afterAll(() => {
  server?.child.kill("SIGKILL");
});

async function post(url: string, body: object, headers: Record<string, string> = {}) {
  return fetch(`${server!.url}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

/** The real server's log (stdout at the most verbose level), read after a whole session. */
describe("the request log", () => {
  it(
    "never holds a password, a token or an Authorization header",
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "heritage-log-"));
      server = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir, LOG_LEVEL: "trace" });
      await waitForHealth(server);

      const password = "Log#Secret-4417";
      const account = {
        first_name: "Eric",
        last_name: "Nkusi",
        username: "log_eric",
        email: "eric@example.rw",
      };
      expect((await post("/api/register/", { ...account, password })).status).toBe(201);
      expect(
        (await post("/api/login/", { username: "log_eric", password: `${password}-wrong` })).status,
      ).toBe(401);
      const login = await post("/api/login/", { username: "log_eric", password });
      const { access, refresh } = (await login.json()) as { access: string; refresh: string };
      const me = await fetch(`${server.url}/api/users/me/`, {
        headers: { authorization: `Bearer ${access}` },
      });
      expect(me.status).toBe(200);
      const refreshed = await post("/api/login/refresh/", { refresh });
      const rotated = (await refreshed.json()) as { access: string; refresh: string };
      expect((await post("/api/logout/", { refresh: rotated.refresh })).status).toBe(204);

      // Give the last access lines time to be written.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const log = server.output();
      expect(log).toContain('"url":"/api/login/refresh/"');
      expect(log).toContain('"url":"/api/users/me/"');
      for (const secret of [password, access, refresh, rotated.access, rotated.refresh, "Bearer"]) {
        expect(log).not.toContain(secret);
      }
    },
    bootsTimeout(1),
  );
});
