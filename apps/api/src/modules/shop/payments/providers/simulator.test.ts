import { describe, expect, it } from "vitest";
import { SimulatedProvider, type SimulatorLedger } from "./simulator.ts";

function simulator(name: "mtn" | "airtel" = "mtn", random = 0.5) {
  const clock = { ms: Date.parse("2026-05-01T09:00:00Z") };
  const delivered: unknown[] = [];
  const scheduled: { run: () => Promise<void>; delayMs: number }[] = [];
  const ledger: SimulatorLedger = new Map();
  const provider = new SimulatedProvider({
    name,
    now: () => new Date(clock.ms),
    answerAfterMs: 4000,
    deliver: async (body) => {
      delivered.push(body);
    },
    schedule: (run, delayMs) => scheduled.push({ run, delayMs }),
    random: () => random,
    ledger,
  });
  return { provider, clock, delivered, scheduled };
}
const ask = (msisdn: string, reference = `ref-${msisdn}`) => ({
  reference,
  msisdn,
  amount: 5000,
  currency: "RWF",
  note: "DHP-1",
});

describe("payment simulator (MTN sandbox conventions, no network)", () => {
  it.each([
    ["250788123450", "failed", "INTERNAL_PROCESSING_ERROR"],
    ["250788123451", "failed", "APPROVAL_REJECTED"],
    ["250788123452", "failed", "EXPIRED"],
    ["250738123456", "successful", null],
  ])("%s ends %s after a few seconds", async (msisdn, status, reason) => {
    const { provider, clock } = simulator();
    await provider.requestPayment(ask(msisdn));
    expect((await provider.getStatus(`ref-${msisdn}`)).status).toBe("pending");
    clock.ms += 4000;
    expect(await provider.getStatus(`ref-${msisdn}`)).toMatchObject({
      status,
      reason,
      amount: 5000,
      currency: "RWF",
    });
  });

  it("succeeds at once for …123453 and stays pending forever for …123454 (no callback)", async () => {
    const { provider, clock, scheduled } = simulator();
    await provider.requestPayment(ask("250788123453"));
    expect((await provider.getStatus("ref-250788123453")).status).toBe("successful");
    await provider.requestPayment(ask("250788123454"));
    clock.ms += 24 * 3_600_000;
    expect((await provider.getStatus("ref-250788123454")).status).toBe("pending");
    expect(scheduled).toHaveLength(1); // only the success's callback
  });

  it("calls back with MTN's body once, twice or not at all, as its draw says", async () => {
    for (const [draw, count] of [
      [0.05, 0],
      [0.2, 2],
      [0.7, 1],
    ] as const) {
      const { provider, delivered, scheduled } = simulator("mtn", draw);
      await provider.requestPayment(ask("250788123456"));
      for (const item of scheduled) await item.run();
      expect(delivered).toHaveLength(count);
      for (const body of delivered) {
        expect(body).toMatchObject({
          externalId: "ref-250788123456",
          status: "SUCCESSFUL",
          amount: "5000",
          currency: "RWF",
        });
        expect(provider.parseCallback(body)).toEqual({ reference: "ref-250788123456", status: "successful" });
      }
    }
  });

  it("calls back with Airtel's body for Airtel Money", async () => {
    const { provider, delivered, scheduled } = simulator("airtel");
    await provider.requestPayment(ask("250738123451"));
    await scheduled[0]!.run();
    expect(delivered[0]).toMatchObject({ transaction: { id: "ref-250738123451", status_code: "TF" } });
  });

  it("answers not_found for a reference it never received, and repeats of a request change nothing", async () => {
    const { provider, scheduled } = simulator();
    await expect(provider.getStatus("unknown")).rejects.toMatchObject({ code: "not_found" });
    await provider.requestPayment(ask("250788123456"));
    await provider.requestPayment(ask("250788123456"));
    expect(scheduled).toHaveLength(1);
  });
});
