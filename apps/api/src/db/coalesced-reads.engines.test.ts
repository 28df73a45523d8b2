import { describe, expect, it } from "vitest";
import { coalescedReads } from "./coalesced-reads.ts";

/** A read that records the keys it got and answers when the test says so. */
function controlledRead() {
  const reads: { keys: number[]; answer: () => void; fail: () => void }[] = [];
  const read = (keys: number[]) =>
    new Promise<Map<number, string>>((resolve, reject) => {
      reads.push({
        keys,
        answer: () => resolve(new Map(keys.map((key) => [key, `row ${key}`]))),
        fail: () => reject(new Error("connection lost")),
      });
    });
  const settled = async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };
  return { read, reads, settled };
}

describe("coalescedReads", () => {
  it("starts a read at once when none is running", async () => {
    const { read, reads } = controlledRead();
    const lookup = coalescedReads(read);
    const answer = lookup(7);
    expect(reads.map((r) => r.keys)).toEqual([[7]]);
    reads[0]!.answer();
    expect((await answer).get(7)).toBe("row 7");
  });

  it("gathers the keys asked for during a read into one next read, each key once", async () => {
    const { read, reads, settled } = controlledRead();
    const lookup = coalescedReads(read);
    const first = lookup(1);
    const waiting = [lookup(2), lookup(3), lookup(2), lookup(1)];
    expect(reads).toHaveLength(1);

    reads[0]!.answer();
    await first;
    await settled();
    // Key 1 asked again during the first read gets a read that started after it asked.
    expect(reads.map((r) => r.keys)).toEqual([[1], [2, 3, 1]]);
    reads[1]!.answer();
    const answers = await Promise.all(waiting);
    expect(answers.map((rows, i) => rows.get([2, 3, 2, 1][i]!))).toEqual([
      "row 2",
      "row 3",
      "row 2",
      "row 1",
    ]);
    expect(reads).toHaveLength(2);
  });

  it("fails only the callers of a failed read, and reads again for the next ones", async () => {
    const { read, reads, settled } = controlledRead();
    const lookup = coalescedReads(read);
    const failed = lookup(1);
    const next = lookup(2);
    reads[0]!.fail();
    await expect(failed).rejects.toThrow("connection lost");
    await settled();
    reads[1]!.answer();
    expect((await next).get(2)).toBe("row 2");
  });

  it("turns a read that throws at once into a rejection and keeps working", async () => {
    let calls = 0;
    const lookup = coalescedReads(async (keys: number[]) => {
      calls += 1;
      if (calls === 1) throw new Error("bad");
      return keys.length;
    });
    const throwing = coalescedReads((_keys: number[]): Promise<number> => {
      throw new Error("sync");
    });
    await expect(throwing(1)).rejects.toThrow("sync");
    await expect(lookup(1)).rejects.toThrow("bad");
    await expect(lookup(2)).resolves.toBe(1);
  });
});
