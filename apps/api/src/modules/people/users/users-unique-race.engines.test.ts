import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signInAdmin, signUpShopper } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";

/**
 * The route checks for a taken name or email, then writes. Another request may take it in
 * between; that race is made certain here by a check that sees nothing taken, so the write
 * meets the unique index — which must still answer the field message, not a 500.
 */
vi.mock("./user-repository.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("./user-repository.ts")>()),
  takenFields: async () => ({ username: false, email: false }),
}));

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
let editedId: number;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAdmin(t.app);
  await signUpShopper(t.app, "first_taker");
  editedId = (await signUpShopper(t.app, "second_taker")).user.id;
});
afterAll(async () => t.close());

const patch = (payload: object) =>
  t.app.inject({ method: "PATCH", url: `/api/users/${editedId}/`, headers: admin.headers, payload });

describe("PATCH /api/users/{id}/ losing a race for a unique field", () => {
  it("answers the email taken meanwhile with the field message", async () => {
    const response = await patch({ email: "FIRST_TAKER@example.rw" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ email: ["Email already exists"] });
  });

  it("answers the username taken meanwhile with the field message", async () => {
    const response = await patch({ username: "First_Taker" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ username: ["Username already exists"] });
  });
});
