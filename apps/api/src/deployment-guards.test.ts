import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { freePort, SERVER_START_MS, startServer } from "./test/process/server-process.ts";

/** What a start refuses before it opens anything: settings that only make sense together. */
async function refusal(env: Record<string, string>): Promise<string[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "heritage-guards-"));
  const server = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir, ...env });
  try {
    // A server that starts instead of refusing is stopped, not left running.
    const wait = setTimeout(() => server.child.kill("SIGKILL"), SERVER_START_MS - 10_000);
    const code = await server.exited;
    clearTimeout(wait);
    expect(code).toBe(1);
    return server
      .output()
      .split("\n")
      .filter((line) => line.trim() !== "" && !line.startsWith("npm warn"));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

describe("a start that would mislead people", () => {
  it(
    "refuses payment simulators on a deployment with a public address, in one line",
    async () => {
      expect(
        await refusal({ PUBLIC_URL: "https://heritage.rw", PAYMENT_PROVIDERS: "mtn-simulator" }),
      ).toEqual([
        "Invalid environment variable PAYMENT_PROVIDERS: mtn-simulator take no real money, and PUBLIC_URL make " +
          "this a real deployment; name mtn or airtel, or set PAYMENT_SIMULATORS_FORCED=true for a test deployment",
      ]);
    },
    SERVER_START_MS,
  );

  it(
    "refuses SMTP without PUBLIC_URL, in one line",
    async () => {
      expect(await refusal({ SMTP_HOST: "mail.heritage.rw", PUBLIC_URL: "" })).toEqual([
        "Invalid environment variable PUBLIC_URL: required when SMTP_HOST is set (emailed links are built on it, never on a request's Host)",
      ]);
    },
    SERVER_START_MS,
  );
});
