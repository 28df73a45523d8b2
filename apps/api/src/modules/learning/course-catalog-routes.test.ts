import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { instructors } from "../../db/schema/courses.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { inEnglish, insertTestContent } from "../../test/fixtures/content-test-data.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await insertTestContent(t.app.db);
  await t.app.db.insert(instructors).values(
    ["Grace", "Eric", "Diane", "Patrick", "Aline", "Olivier"].map((name, i) => ({
      name,
      role: name === "Eric" ? "Drum master" : "Instructor",
      image: `/media/${name}.webp`,
      position: 6 - i,
    })),
  );
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });
const titles = (body: { results: { title: string }[] }) => body.results.map((r) => r.title);

describe("GET /api/content/courses/", () => {
  it("lists the most followed first, with the category's name and slug", async () => {
    const body = (await get("/api/content/courses/")).json();
    expect(body.count).toBe(4);
    expect(titles(body)).toEqual([
      "Drumming Basics",
      "Kinyarwanda Greetings",
      "Playing the Inanga",
      "Counting in Kinyarwanda",
    ]);
    expect(body.results[0]).toEqual({
      id: expect.any(Number),
      category: "Music & Instruments",
      category_slug: "music",
      title: "Drumming Basics",
      description: "Drumming Basics for beginners.",
      duration: "4 weeks",
      followers: 12,
      image: "/media/drumming-basics.webp",
      thumbnail: "/media/drumming-basics-thumb.webp",
      slug: null,
      level: "beginner",
      teaching_language: "en",
      instructor_name: "",
      is_free: true,
      lesson_count: 0,
      ...inEnglish,
    });
  });

  it("loads more page by page ('Load More Content')", async () => {
    const first = (await get("/api/content/courses/?page_size=3")).json();
    expect(first.results).toHaveLength(3);
    expect(first.next).toBe("/api/content/courses/?page_size=3&page=2");
    const second = (await get(first.next)).json();
    expect(titles(second)).toEqual(["Counting in Kinyarwanda"]);
    expect(second.next).toBeNull();
  });

  it("orders newest first for 'Last discovered'", async () => {
    const body = (await get("/api/content/courses/?ordering=newest&page_size=2")).json();
    expect(titles(body)).toEqual(["Counting in Kinyarwanda", "Playing the Inanga"]);
  });

  it("filters by category slug and searches title and description", async () => {
    expect(titles((await get("/api/content/courses/?category=KINYARWANDA")).json())).toEqual([
      "Kinyarwanda Greetings",
      "Counting in Kinyarwanda",
    ]);
    expect((await get("/api/content/courses/?category=unknown")).json().count).toBe(0);
    expect(titles((await get("/api/content/courses/?search=inanga")).json())).toEqual(["Playing the Inanga"]);
    expect(
      titles((await get("/api/content/courses/?search=beginners&category=music")).json()).sort(),
    ).toEqual(["Drumming Basics", "Playing the Inanga"]);
  });

  it("refuses an unknown ordering", async () => {
    const response = await get("/api/content/courses/?ordering=price");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ ordering: ["Unknown ordering."] });
  });

  it("returns one course and 404 for an unknown one", async () => {
    const [course] = (await get("/api/content/courses/")).json().results;
    expect((await get(`/api/content/courses/${course.id}/`)).json()).toEqual(course);
    expect((await get("/api/content/courses/424242/")).statusCode).toBe(404);
  });
});

describe("GET /api/content/course-categories/", () => {
  it("lists categories in order with how many courses each has", async () => {
    const body = (await get("/api/content/course-categories/")).json();
    expect(body.results.map((c: { slug: string; course_count: number }) => [c.slug, c.course_count])).toEqual(
      [
        ["kinyarwanda", 2],
        ["music", 2],
        ["empty", 0],
      ],
    );
  });
});

describe("GET /api/content/instructors/", () => {
  it("lists instructors in their set order, paginated", async () => {
    const body = (await get("/api/content/instructors/?page_size=5")).json();
    expect(body.count).toBe(6);
    expect(body.results.map((i: { name: string }) => i.name)).toEqual([
      "Olivier",
      "Aline",
      "Patrick",
      "Diane",
      "Eric",
    ]);
    expect(body.results[0]).toEqual({
      id: expect.any(Number),
      name: "Olivier",
      role: "Instructor",
      image: "/media/Olivier.webp",
      ...inEnglish,
    });
  });
});

describe("GET /api/content/instructors/?search=", () => {
  const names = (body: { results: { name: string }[] }) => body.results.map((i) => i.name);

  it("matches every word in the name or the role, case-insensitively, in the set order", async () => {
    const byName = (await get("/api/content/instructors/?search=GRACE")).json();
    expect(byName).toMatchObject({ count: 1, next: null });
    expect(names(byName)).toEqual(["Grace"]);
    expect(names((await get("/api/content/instructors/?search=drum")).json())).toEqual(["Eric"]);
    expect(names((await get("/api/content/instructors/?search=eric%20master")).json())).toEqual(["Eric"]);
    const everyone = (await get("/api/content/instructors/?search=instructor")).json();
    expect(names(everyone)).toEqual(["Olivier", "Aline", "Patrick", "Diane", "Grace"]);
    expect((await get("/api/content/instructors/?search=nobody")).json()).toMatchObject({
      count: 0,
      results: [],
    });
  });

  it("refuses a search that is too long", async () => {
    const long = await get(`/api/content/instructors/?search=${"a".repeat(201)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ search: ["Search is too long."] });
  });
});
