import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpShopper } from "../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { setUpCourseAdmin } from "../../test/fixtures/course-admin-setup.ts";
import { approvedCreator } from "../../test/fixtures/creators-test-helpers.ts";

/** Decision 136: a course's instructor is an approved creator (linked to their page) or a plain name. */
let t: TestApp;
let admin: Record<string, string>;
let cover: string;
beforeAll(async () => {
  t = await buildTestApp();
  ({ admin, cover } = await setUpCourseAdmin(t.app));
});
afterAll(async () => t.close());

const courseInput = (over: Record<string, unknown> = {}) => ({
  title: { en: "Imigongo at home" },
  description: { en: "Cow dung, ash and patience." },
  category: "kinyarwanda",
  level: "beginner",
  teaching_language: "en",
  duration: "1 week",
  instructor_name: "Mukamana Jeanne",
  image: cover,
  price_rwf: null,
  published: true,
  ...over,
});
const write = (method: "POST" | "PUT", url: string, payload: object) =>
  t.app.inject({ method, url: `/api/admin/learning${url}`, headers: admin, payload });
const outline = async (id: number) =>
  (await t.app.inject({ method: "GET", url: `/api/learning/courses/${id}` })).json();

describe("a course's instructor", () => {
  it("lists approved creators to admins only", async () => {
    const maker = await approvedCreator(t.app, admin, "Uwase Claudine");
    expect((await t.app.inject({ method: "GET", url: "/api/admin/learning/instructors" })).statusCode).toBe(
      401,
    );
    const shopper = await signUpShopper(t.app);
    const refused = await t.app.inject({
      method: "GET",
      url: "/api/admin/learning/instructors",
      headers: shopper.headers,
    });
    expect(refused.statusCode).toBe(403);
    const list = await t.app.inject({
      method: "GET",
      url: "/api/admin/learning/instructors",
      headers: admin,
    });
    expect(list.json()).toContainEqual(
      expect.objectContaining({ slug: maker.slug, display_name: "Uwase Claudine", community: "Nyakarambi" }),
    );
  });

  it("links the course page to the creator's maker page, and keeps the name when unlinked", async () => {
    const maker = await approvedCreator(t.app, admin, "Habimana Eric");
    const choices = (
      await t.app.inject({ method: "GET", url: "/api/admin/learning/instructors", headers: admin })
    ).json() as { id: number; slug: string }[];
    const creatorId = choices.find((c) => c.slug === maker.slug)!.id;

    const created = await write("POST", "/courses", courseInput({ instructor_creator_id: creatorId }));
    expect(created.statusCode).toBe(201);
    expect(created.json().instructor_creator_id).toBe(creatorId);
    const linked = await outline(created.json().id);
    expect(linked.instructor_slug).toBe(maker.slug);
    expect(linked.instructor_name).toBe("Habimana Eric");

    const unlinked = await write(
      "PUT",
      `/courses/${created.json().id}`,
      courseInput({ instructor_creator_id: null, instructor_name: "Cooperative of Nyakarambi", version: 1 }),
    );
    expect(unlinked.statusCode).toBe(200);
    expect(unlinked.json().instructor_creator_id).toBeNull();
    const plain = await outline(created.json().id);
    expect(plain.instructor_slug).toBeNull();
    expect(plain.instructor_name).toBe("Cooperative of Nyakarambi");
  });

  it("is a plain name when none is chosen, and refuses a creator who does not exist", async () => {
    const plain = await write("POST", "/courses", courseInput());
    expect(plain.json().instructor_creator_id).toBeNull();
    expect((await outline(plain.json().id)).instructor_slug).toBeNull();
    const unknown = await write("POST", "/courses", courseInput({ instructor_creator_id: 999_999 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      instructor_creator_id: ["Choose one of the approved creators, or none."],
    });
    const wrongShape = await write("POST", "/courses", courseInput({ instructor_creator_id: "Eric" }));
    expect(wrongShape.statusCode).toBe(400);
    expect(Object.keys(wrongShape.json())).toEqual(["instructor_creator_id"]);
  });
});
