import type { ItemSummary } from "@heritage/domain/collections";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearSession, startSession } from "../../../lib/session.ts";
import { jsonResponse, renderRoute } from "../../../test/render.tsx";
import { GalleryScreen } from "./gallery-screen.tsx";

const none = () =>
  Object.fromEntries(
    "title creator subject description publisher contributor date type format identifier source language relation coverage rights"
      .split(" ")
      .map((element) => [element, [] as string[]]),
  ) as ItemSummary["dc"];
const ref = { id: "6f0c2f2e-8a59-4c43-9b7c-0d1e2f3a4b5c", slug: "gallery", name: "Gallery" };

/** An artwork as the repository serves it: an item whose category is its dc:subject (decision 123). */
const artwork = (n: number, title: string, category: string, artist: string): ItemSummary => ({
  id: `item-${n}`,
  slug: title.toLowerCase().replace(/\W+/g, "-"),
  type: "artwork",
  title,
  dc: { ...none(), title: [title], creator: [artist], subject: [category], date: ["2020"] },
  community: "Kigali",
  place_name: null,
  latitude: null,
  longitude: null,
  period: null,
  featured: false,
  published: true,
  collection: ref,
  institution: ref,
  thumbnail_url: `/media/items/${n}-thumb.webp`,
  media_count: 1,
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
  language: "en",
  original_language: "en",
  translated: true,
});

const ARTWORKS = [
  artwork(1, "Lake Kivu Evening", "Landscapes", "Eric Mugisha"),
  artwork(2, "Virunga Morning Mist", "Landscapes", "Aline Uwase"),
  artwork(3, "Intore at Dawn", "Traditional Dance", "Aline Uwase"),
  artwork(4, "Drummers of the Court", "Traditional Dance", "Eric Mugisha"),
  artwork(5, "Agaseke, the Peace Basket", "Handicrafts", "Claudine Mukamana"),
];

/** Stands in for the API: filters like the server does, and records what the screen asked for. */
const requests: URL[] = [];
function fakeApi(input: RequestInfo | URL) {
  const url = new URL(String(input), "http://localhost");
  requests.push(url);
  if (url.pathname !== "/api/repository/items/") return jsonResponse(404, { detail: "Not found." });
  const search = url.searchParams.get("search")?.toLowerCase() ?? "";
  const subject = url.searchParams.get("subject");
  const found = ARTWORKS.filter(
    (a) =>
      url.searchParams.get("type") === "artwork" &&
      search.split(/\s+/).every((word) => `${a.title} ${a.dc.creator[0]}`.toLowerCase().includes(word)),
  );
  const results = found.filter((a) => !subject || a.dc.subject[0] === subject);
  const subjects = [...new Set(found.map((a) => a.dc.subject[0]!))].map((value) => ({
    value,
    label: value,
    count: found.filter((a) => a.dc.subject[0] === value).length,
  }));
  return jsonResponse(200, {
    count: results.length,
    next: null,
    previous: null,
    results,
    facets: {
      type: [],
      collection: [],
      institution: [],
      community: [],
      period: [],
      language: [],
      has_media: [],
      subject: subjects,
    },
  });
}

/** The search waits for a pause in typing; a busy CI machine gets more than the default second. */
const findHeading = (name: string) => screen.findByRole("heading", { name }, { timeout: 5000 });

const artworkRequests = () => requests.filter((url) => url.pathname === "/api/repository/items/");
const titles = () =>
  within(screen.getByRole("region", { name: /artworks?$/ }))
    .queryAllByRole("heading", { level: 3 })
    .map((h) => h.textContent);

beforeEach(() => {
  requests.length = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => fakeApi(input)),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("gallery search and category filter", () => {
  it("combines the search words and the category in one server query and in the URL", async () => {
    const { user, router } = renderRoute(<GalleryScreen />, { path: "/resources/gallery" });
    expect(await findHeading("5 artworks")).toBeInTheDocument();

    await user.type(screen.getByRole("searchbox", { name: "Search artworks" }), "aline");
    expect(await findHeading("2 artworks")).toBeInTheDocument();
    expect(titles()).toEqual(["Virunga Morning Mist", "Intore at Dawn"]);

    await user.click(screen.getByRole("button", { name: /^Traditional Dance/ }));
    expect(await findHeading("1 artwork")).toBeInTheDocument();
    expect(titles()).toEqual(["Intore at Dawn"]);
    const last = artworkRequests().at(-1)!;
    expect(last.searchParams.get("search")).toBe("aline");
    expect(last.searchParams.get("subject")).toBe("Traditional Dance");
    expect(router.state.location.search).toBe("?q=aline&category=Traditional+Dance");
    expect(screen.getByRole("button", { name: /^Traditional Dance/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    // 'All' drops the category but keeps the words (that page is already cached: no new request).
    await user.click(screen.getByRole("button", { name: /^All/ }));
    expect(await findHeading("2 artworks")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?q=aline");
  });

  it("opens filtered from a shared link, shows 'No artworks found', and 'Clear filters' resets both", async () => {
    const { user, router } = renderRoute(<GalleryScreen />, {
      path: "/resources/gallery",
      initialEntry: "/resources/gallery?q=kivu&category=Handicrafts",
    });
    expect(await findHeading("No artworks found")).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Search artworks" })).toHaveValue("kivu");
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(await findHeading("5 artworks")).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Search artworks" })).toHaveValue("");
    expect(router.state.location.search).toBe("");
  });

  it("counts each category for the current words, and each card opens the artwork's own page", async () => {
    const { user } = renderRoute(<GalleryScreen />, { path: "/resources/gallery" });
    expect(await findHeading("5 artworks")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /^Landscapes/ })).toHaveTextContent(/2$/);
    await user.type(screen.getByRole("searchbox", { name: "Search artworks" }), "aline");
    expect(await findHeading("2 artworks")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /^Landscapes/ })).toHaveTextContent(/1$/);
    expect(screen.getByRole("button", { name: /^Handicrafts/ })).toHaveTextContent(/0$/);
    expect(screen.getByRole("link", { name: "View details of Intore at Dawn" })).toHaveAttribute(
      "href",
      "/resources/items/intore-at-dawn",
    );
  });

  it("treats an unknown category in the URL as All", async () => {
    renderRoute(<GalleryScreen />, {
      path: "/resources/gallery",
      initialEntry: "/resources/gallery?category=Nope",
    });
    expect(await findHeading("5 artworks")).toBeInTheDocument();
    expect(artworkRequests().at(-1)!.searchParams.has("subject")).toBe(false);
  });

  it("toggles a selection and clears it after a bulk action; a visitor sees no Edit or Delete", async () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const { user } = renderRoute(<GalleryScreen />, { path: "/resources/gallery" });
    await user.click(await screen.findByRole("checkbox", { name: "Select Intore at Dawn" }));
    await user.click(screen.getByRole("checkbox", { name: "Select Lake Kivu Evening" }));
    expect(screen.getByText("2 selected")).toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: "Select Lake Kivu Evening" }));
    expect(screen.getByText("1 selected")).toBeInTheDocument();
    const bar = screen.getByRole("region", { name: "Selected artworks" });
    // Controls that did nothing are not offered to those who cannot use them.
    expect(within(bar).queryByRole("button", { name: "Edit" })).not.toBeInTheDocument();
    expect(within(bar).queryByRole("button", { name: "Delete" })).not.toBeInTheDocument();
    expect(within(bar).queryByRole("link", { name: "Manage in the admin portal" })).not.toBeInTheDocument();
    vi.stubGlobal("navigator", { ...navigator, share: undefined, clipboard: { writeText: async () => {} } });
    await user.click(within(bar).getByRole("button", { name: "Share" }));
    expect(info).toHaveBeenCalledWith("Gallery bulk share", ["item-3"]);
    await waitFor(() =>
      expect(screen.queryByRole("region", { name: "Selected artworks" })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole("checkbox", { name: "Select Intore at Dawn" })).not.toBeChecked();
  });

  it("offers an administrator the admin portal's Collections instead", async () => {
    startSession({
      access: "a",
      refresh: "r",
      user: { username: "curator", type: "admin" },
      remember: false,
    });
    try {
      const { user } = renderRoute(<GalleryScreen />, { path: "/resources/gallery" });
      await user.click(await screen.findByRole("checkbox", { name: "Select Intore at Dawn" }));
      const bar = screen.getByRole("region", { name: "Selected artworks" });
      await user.click(within(bar).getByRole("link", { name: "Manage in the admin portal" }));
      expect(window.localStorage.getItem("activeSidebarItem")).toBe("collections");
    } finally {
      clearSession();
    }
  });
});
