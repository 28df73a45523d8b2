import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderRoute } from "../../test/render.tsx";
import ElearningPage from "./elearning-page.tsx";

const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });
const picture = { image: "/media/x.webp", thumbnail: "/media/x-thumb.webp" };
const course = (id: number, title: string, category: string, slug: string) => ({
  id,
  title,
  category,
  category_slug: slug,
  description: `${title}, a course.`,
  duration: "4 weeks",
  followers: 100 - id,
  ...picture,
});
const COURSES = [
  course(1, "Kinyarwanda Greetings", "Kinyarwanda Language", "kinyarwanda"),
  course(2, "The Kingdom of Rwanda", "Rwandan History", "history"),
];

/** The e-learning API: down (every call a 500) until `serverUp` is set; records what was asked. */
let serverUp = false;
const requests: URL[] = [];
function fakeApi(input: RequestInfo | URL): Response {
  const url = new URL(String(input), "http://localhost");
  requests.push(url);
  if (!serverUp) return jsonResponse(500, { detail: "Server error" });
  switch (url.pathname) {
    case "/api/content/course-categories/":
      return jsonResponse(
        200,
        page([
          {
            id: 1,
            slug: "kinyarwanda",
            name: "Kinyarwanda Language",
            description: "",
            course_count: 1,
            ...picture,
          },
          { id: 2, slug: "history", name: "Rwandan History", description: "", course_count: 1, ...picture },
        ]),
      );
    case "/api/content/courses/": {
      const slug = url.searchParams.get("category");
      return jsonResponse(200, page(COURSES.filter((c) => !slug || c.category_slug === slug)));
    }
    case "/api/content/instructors/":
      return jsonResponse(200, page([{ id: 1, name: "Grace Uwera", role: "Drum master", image: "/g.webp" }]));
    default:
      return jsonResponse(404, { detail: "Not found." });
  }
}

beforeEach(() => {
  serverUp = false;
  requests.length = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => fakeApi(input)),
  );
});
afterEach(() => vi.unstubAllGlobals());

const section = (name: string) => screen.getByRole("region", { name });

describe("courses landing screen", () => {
  it("shows an error with a retry in each section when the API fails, never an endless skeleton", async () => {
    const { user } = renderRoute(<ElearningPage />, { path: "/elearning" });
    const sections = [
      "Cultural categorization",
      "Most frequent",
      "Last discovered",
      "Top instructor of the month",
    ];
    await waitFor(() =>
      expect(screen.getAllByRole("button", { name: "Try Again" })).toHaveLength(sections.length),
    );
    for (const name of sections) {
      expect(within(section(name)).getByRole("alert")).toHaveTextContent(
        "We could not load the courses. Please try again.",
      );
    }
    expect(screen.queryByRole("status")).not.toBeInTheDocument();

    serverUp = true;
    const instructors = section("Top instructor of the month");
    await user.click(within(instructors).getByRole("button", { name: "Try Again" }));
    expect(await within(instructors).findByText("Grace Uwera")).toBeInTheDocument();

    const categories = section("Cultural categorization");
    await user.click(within(categories).getByRole("button", { name: "Try Again" }));
    expect(await within(categories).findByRole("link", { name: /Rwandan History/ })).toBeInTheDocument();

    const latest = section("Last discovered");
    await user.click(within(latest).getByRole("button", { name: "Try Again" }));
    expect(await within(latest).findByRole("heading", { name: "Kinyarwanda Greetings" })).toBeInTheDocument();
  });

  it("opens filtered to the course category named in the URL (the footer's category links)", async () => {
    serverUp = true;
    renderRoute(<ElearningPage />, { path: "/elearning", initialEntry: "/elearning?category=history" });
    const frequent = await screen.findByRole("region", { name: "Most frequent in Rwandan History" });
    expect(
      await within(frequent).findByRole("heading", { name: "The Kingdom of Rwanda" }),
    ).toBeInTheDocument();
    expect(
      within(frequent).queryByRole("heading", { name: "Kinyarwanda Greetings" }),
    ).not.toBeInTheDocument();
    expect(
      requests.some(
        (url) => url.pathname === "/api/content/courses/" && url.searchParams.get("category") === "history",
      ),
    ).toBe(true);
  });
});
