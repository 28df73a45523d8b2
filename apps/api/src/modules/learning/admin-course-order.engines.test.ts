import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin, signUpShopper } from "../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { insertTestCourses } from "../../test/fixtures/learning-test-course.ts";

/** Decision 137: the admin reorders a course's modules; the server keeps the order in one transaction. */
let t: TestApp;
let admin: Record<string, string>;
let courseId: number;
beforeAll(async () => {
  t = await buildTestApp();
  courseId = (await insertTestCourses(t.app.db)).course;
  admin = (await signInAdmin(t.app)).headers;
  // A third module, so that an order is more than a swap.
  const added = await t.app.inject({
    method: "POST",
    url: `/api/admin/learning/courses/${courseId}/modules`,
    headers: admin,
    payload: { title: { en: "Ingoma", rw: "Ingoma" } },
  });
  expect(added.statusCode).toBe(201);
});
afterAll(async () => t.close());

type Module = { id: number; version: number; title: { en: string } };
const read = async () =>
  (
    await t.app.inject({ method: "GET", url: `/api/admin/learning/courses/${courseId}`, headers: admin })
  ).json().modules as Module[];
const order = (modules: number[], headers = admin, id = courseId) =>
  t.app.inject({
    method: "PUT",
    url: `/api/admin/learning/courses/${id}/module-order`,
    headers,
    payload: { modules },
  });

describe("module order", () => {
  it("is for administrators only", async () => {
    expect((await order([1], {})).statusCode).toBe(401);
    expect((await order([1], (await signUpShopper(t.app)).headers)).statusCode).toBe(403);
  });

  it("puts the modules in the order sent, for the admin and for learners, and raises their versions", async () => {
    const before = await read();
    expect(before.length).toBe(3);
    const reversed = before.map((mod) => mod.id).reverse();
    const answer = await order(reversed);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().modules.map((mod: Module) => mod.id)).toEqual(reversed);
    const after = await read();
    expect(after.map((mod) => mod.id)).toEqual(reversed);
    // A module form opened before the move must reload (decision 134's versions).
    for (const mod of after)
      expect(mod.version).toBeGreaterThan(before.find((b) => b.id === mod.id)!.version);
    const outline = (await t.app.inject({ method: "GET", url: `/api/learning/courses/${courseId}` })).json();
    expect(outline.modules.map((mod: { id: number }) => mod.id)).toEqual(reversed);
  });

  it("refuses an order that loses, repeats or adds a module, and changes nothing", async () => {
    const ids = (await read()).map((mod) => mod.id);
    const message = { modules: ["Send every module of the course once, in the new order."] };
    for (const wrong of [ids.slice(1), [ids[0]!, ids[0]!, ids[1]!], [...ids, 999_999]]) {
      const refused = await order(wrong);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual(message);
    }
    const shape = await order(["first"] as unknown as number[]);
    expect(shape.statusCode).toBe(400);
    expect(Object.keys(shape.json())).toEqual(["modules.0"]);
    expect((await read()).map((mod) => mod.id)).toEqual(ids);
  });

  it("is 404 for a course that does not exist", async () => {
    expect((await order([1], admin, 999_999)).statusCode).toBe(404);
  });

  it("keeps one whole order when two admins reorder at once", async () => {
    const ids = (await read()).map((mod) => mod.id);
    const first = [ids[1]!, ids[2]!, ids[0]!];
    const second = [ids[2]!, ids[0]!, ids[1]!];
    const answers = await Promise.all([order(first), order(second)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect([first, second]).toContainEqual((await read()).map((mod) => mod.id));
  });
});
