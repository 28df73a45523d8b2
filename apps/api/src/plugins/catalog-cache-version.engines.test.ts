import { describe, expect, it } from "vitest";
import { serverVersion } from "./catalog-cache-version.ts";

/** A fake version read: it sees the version committed when it starts and answers when told. */
function fakeServer() {
  let committed = 1;
  const reads: { resolve: () => void }[] = [];
  const query = () =>
    new Promise<string>((resolve) => {
      const seen = String(committed);
      reads.push({ resolve: () => resolve(seen) });
    });
  return {
    query,
    reads,
    commit: () => {
      committed += 1;
    },
    finish: async (index: number) => {
      reads[index]!.resolve();
      // Let the promise chains run.
      for (let i = 0; i < 5; i += 1) await Promise.resolve();
    },
  };
}

describe("catalogue version on PostgreSQL (coalesced reads)", () => {
  it("answers a request that arrives during a read from a later read, never from the running one", async () => {
    const server = fakeServer();
    const version = serverVersion(server.query);
    const early = version.current();
    server.commit(); // a write returns to its client while the first read is under way
    const late = version.current();
    const later = version.current();
    expect(server.reads).toHaveLength(1);

    await server.finish(0);
    await expect(early).resolves.toBe("1");
    expect(server.reads).toHaveLength(2);
    await server.finish(1);
    await expect(late).resolves.toBe("2");
    await expect(later).resolves.toBe("2");
  });

  it("shares one read among every request that waits for it", async () => {
    const server = fakeServer();
    const version = serverVersion(server.query);
    const waiting = [version.current(), ...Array.from({ length: 20 }, () => version.current())];
    await server.finish(0);
    await server.finish(1);
    await Promise.all(waiting);
    expect(server.reads).toHaveLength(2);
  });

  it("starts a fresh read after a failed one", async () => {
    let calls = 0;
    const version = serverVersion(async () => {
      calls += 1;
      if (calls === 1) throw new Error("connection lost");
      return "7";
    });
    await expect(version.current()).rejects.toThrow("connection lost");
    await expect(version.current()).resolves.toBe("7");
  });
});
