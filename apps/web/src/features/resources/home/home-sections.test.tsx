import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderRoute } from "../../../test/render.tsx";
import { HomeSections } from "./home-sections.tsx";

const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });
const picture = { image: "/media/x.webp", thumbnail: "/media/x-thumb.webp" };

/** The repository API: down (every call a 500) until `serverUp` is set. */
let serverUp = false;
function fakeApi(input: RequestInfo | URL): Response {
  if (!serverUp) return jsonResponse(500, { detail: "Server error" });
  const { pathname } = new URL(String(input), "http://localhost");
  switch (pathname) {
    case "/api/repository/items/":
      return jsonResponse(200, {
        ...page([
          {
            id: "0b6a4f7e-8c1d-4e2a-9f3b-5a6c7d8e9f01",
            slug: "agaseke-peace-basket",
            type: "artwork",
            title: "Agaseke Peace Basket",
            dc: {
              title: ["Agaseke Peace Basket"],
              creator: ["Claudine Mukamana"],
              subject: ["Handicrafts"],
              date: [],
            },
            community: "Bugesera",
            featured: true,
            thumbnail_url: "/media/x-thumb.webp",
            language: "en",
            original_language: "en",
            translated: true,
          },
        ]),
        facets: { subject: [{ value: "Handicrafts", label: "Handicrafts", count: 4 }] },
      });
    case "/api/repository/institutions/":
      return jsonResponse(200, {
        ...page([
          {
            id: "6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
            slug: "kings-palace-museum",
            kind: "museum",
            name: "King's Palace Museum",
            description: "The royal residence.",
            place_name: "Nyanza",
            website: null,
            category: "Historical",
            opening_hours: "9:00 AM - 5:00 PM",
            image: picture.image,
            thumbnail: picture.thumbnail,
            collection_count: 1,
            item_count: 4,
            version: 1,
            language: "en",
            original_language: "en",
            translated: true,
          },
        ]),
        facets: { category: [{ value: "Historical", count: 1 }], kind: [{ value: "museum", count: 1 }] },
      });
    case "/api/content/testimonials/":
      return jsonResponse(
        200,
        page([{ id: 1, name: "Aline", title: "Teacher", content: "My pupils love it.", image: "/a.webp" }]),
      );
    case "/api/content/articles/":
      return jsonResponse(
        200,
        page([
          {
            id: 1,
            title: "Why Umuganura matters",
            description: "The harvest festival.",
            read_time: 4,
            published_at: "2025-01-01T00:00:00.000Z",
            ...picture,
          },
        ]),
      );
    default:
      return jsonResponse(404, { detail: "Not found." });
  }
}

beforeEach(() => {
  serverUp = false;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => fakeApi(input)),
  );
});
afterEach(() => vi.unstubAllGlobals());

const section = (name: string) => screen.getByRole("region", { name });

describe("home sections when the API fails", () => {
  it("replace every skeleton with an error and a retry that loads the section", async () => {
    const { user } = renderRoute(<HomeSections />, { path: "/resources/home" });

    const sections = [
      "The Best Of Best",
      "Featured art categories",
      "Latest masterPieces",
      "Explore museums",
      "What our community says",
      "Articles",
    ];
    await waitFor(() =>
      expect(screen.getAllByRole("button", { name: "Try Again" })).toHaveLength(sections.length),
    );
    for (const name of sections) {
      expect(within(section(name)).getByRole("alert")).toHaveTextContent(
        "We could not load this content. Please try again.",
      );
    }
    // Nothing is left loading for ever.
    expect(screen.queryByRole("status")).not.toBeInTheDocument();

    serverUp = true;
    await user.click(within(section("The Best Of Best")).getByRole("button", { name: "Try Again" }));
    expect(await within(section("The Best Of Best")).findByText("Agaseke Peace Basket")).toBeInTheDocument();
    expect(within(section("The Best Of Best")).queryByRole("alert")).not.toBeInTheDocument();

    await user.click(within(section("What our community says")).getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText("My pupils love it.")).toBeInTheDocument();

    await user.click(within(section("Articles")).getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText("Why Umuganura matters")).toBeInTheDocument();
    // The sections not retried still offer their retry.
    expect(within(section("Explore museums")).getByRole("button", { name: "Try Again" })).toBeVisible();
  });
});
