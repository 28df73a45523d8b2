import type { ItemDetail } from "@heritage/domain/collections-query";
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderRoute } from "../../../test/render.tsx";
import { ItemPage } from "./item-page.tsx";

// OpenSeadragon draws on a canvas jsdom does not have; the real viewer is exercised end to end
// (e2e/repository-items.spec.ts). Here: which IIIF service the page hands it.
const opened: string[] = [];
vi.mock("./openseadragon-viewer.tsx", () => ({
  default: ({ infoUrl, label }: { infoUrl: string; label: string }) => {
    opened.push(infoUrl);
    return <div role="img" aria-label={label} />;
  },
}));

const empty = () =>
  Object.fromEntries(
    [
      "title",
      "creator",
      "subject",
      "description",
      "publisher",
      "contributor",
      "date",
      "type",
      "format",
      "identifier",
      "source",
      "language",
      "relation",
      "coverage",
      "rights",
    ].map((e) => [e, [] as string[]]),
  ) as ItemDetail["dc"];

const ref = (slug: string, name: string) => ({ id: "6f0c2f2e-8a59-4c43-9b7c-0d1e2f3a4b5c", slug, name });
const media = (id: string, kind: ItemDetail["media"][number]["kind"], extra = {}) => ({
  id,
  kind,
  url: `/media/items/${id}.bin`,
  preview_url: kind === "image" ? `/media/items/${id}-preview.webp` : null,
  thumbnail_url: kind === "image" ? `/media/items/${id}-thumb.webp` : null,
  mime: kind === "image" ? "image/jpeg" : kind === "audio" ? "audio/mpeg" : "application/pdf",
  bytes: 100,
  width: kind === "image" ? 2000 : null,
  height: kind === "image" ? 1500 : null,
  position: 0,
  caption: "",
  rights: "",
  captions_url: null,
  ...extra,
});

const ITEM: ItemDetail = {
  id: "0b6a4f7e-8c1d-4e2a-9f3b-5a6c7d8e9f01",
  public_id: "0b6a4f7e-8c1d-4e2a-9f3b-5a6c7d8e9f01",
  slug: "royal-drum",
  type: "object",
  title: "Royal drum",
  dc: {
    ...empty(),
    title: ["Royal drum"],
    creator: ["Court drum makers", "Nyanza workshop"],
    date: ["1920"],
    description: ["An ingoma of the court."],
    rights: ["http://rightsstatements.org/vocab/InC/1.0/"],
  },
  community: "Abanyiginya",
  place_name: "Nyanza",
  latitude: -2.35,
  longitude: 29.74,
  period: "Kingdom",
  featured: false,
  published: true,
  collection: ref("court-objects", "Court objects"),
  institution: ref("kings-palace", "King's Palace Museum"),
  thumbnail_url: null,
  media_count: 4,
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
  language: "en",
  original_language: "en",
  translated: false,
  access: "public",
  sacred: false,
  labels: [],
  made_today: [],
  version: 3,
  media: [
    media("11111111-1111-4111-8111-111111111111", "image", { caption: "Front", rights: "Photo: the museum" }),
    media("22222222-2222-4222-8222-222222222222", "image", { caption: "Side" }),
    media("33333333-3333-4333-8333-333333333333", "audio", {
      caption: "Played in 1950",
      rights: "CC BY 4.0",
    }),
    media("44444444-4444-4444-8444-444444444444", "pdf", { caption: "Catalogue card" }),
  ],
  related: [],
};

let answer: () => Response;
beforeEach(() => {
  opened.length = 0;
  answer = () => jsonResponse(200, ITEM);
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => answer()),
  );
});
afterEach(() => vi.unstubAllGlobals());

const show = (slug = "royal-drum") =>
  renderRoute(<ItemPage />, { path: "/resources/items/:slug", initialEntry: `/resources/items/${slug}` });

describe("an item's public page", () => {
  it("shows the record, the pictures in the deep-zoom viewer, the recordings and documents with their rights", async () => {
    const { user } = show();
    expect(await screen.findByRole("heading", { level: 1, name: "Royal drum" })).toBeInTheDocument();
    expect(screen.getByText("Not yet translated")).toBeInTheDocument();
    expect(await screen.findByRole("img", { name: "Zoomable picture: Front" })).toBeInTheDocument();
    expect(opened.at(-1)).toBe("/iiif/3/11111111-1111-4111-8111-111111111111/info.json");
    expect(screen.getByText("Photo: the museum")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "File 2 of 2: Side" }));
    expect(opened.at(-1)).toBe("/iiif/3/22222222-2222-4222-8222-222222222222/info.json");

    expect(screen.getByLabelText("Played in 1950")).toHaveAttribute("controls");
    expect(screen.getByText("CC BY 4.0")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open the PDF: Catalogue card" })).toHaveAttribute(
      "href",
      "/media/items/44444444-4444-4444-8444-444444444444.bin",
    );

    const record = document.querySelector("dl") as HTMLElement;
    const creators = within(record).getByText("Court drum makers").closest("dd")!;
    expect(
      within(creators)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Court drum makers", "Nyanza workshop"]);
    expect(within(record).getByText("Nyanza (-2.3500, 29.7400)")).toBeInTheDocument();
    expect(
      within(record).getByRole("link", { name: "http://rightsstatements.org/vocab/InC/1.0/" }),
    ).toBeInTheDocument();
    expect(within(record).getByRole("link", { name: "Court objects" })).toHaveAttribute(
      "href",
      "/resources/search?collection=court-objects",
    );
    expect(
      screen.getByText(
        /^Court drum makers; Nyanza workshop\. Royal drum\. 1920\. King's Palace Museum, Court objects\. http:\/\/localhost(:\d+)?\/resources\/items\/royal-drum \(accessed /,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "IIIF manifest" })).toHaveAttribute(
      "href",
      `/iiif/items/${ITEM.id}/manifest.json`,
    );
  });

  it("offers a book that the market sells (decision 178), and only a book", async () => {
    const edition = { id: 31, name: "Kinyarwanda for Beginners", price: 12_000, image: null };
    answer = () => jsonResponse(200, { ...ITEM, type: "book", made_today: [edition] });
    const first = show();
    const offer = await screen.findByRole("region", { name: "Buy this book" });
    expect(within(offer).getByText("Price: RWF 12,000")).toBeInTheDocument();
    expect(within(offer).getByRole("button", { name: "Add to Cart" })).toBeEnabled();
    expect(within(offer).getByRole("link", { name: "See it in the market" })).toHaveAttribute(
      "href",
      "/market?product=31",
    );
    first.unmount();

    answer = () => jsonResponse(200, { ...ITEM, made_today: [edition] });
    show();
    expect(await screen.findByRole("heading", { name: "Made today in this tradition" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Buy this book" })).not.toBeInTheDocument();
  });

  it("copies the citation", async () => {
    const writeText = vi.fn(async () => {});
    const { user } = show();
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole("button", { name: "Copy the citation" }));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining("Royal drum. 1920."));
    expect(await screen.findByText("Citation copied")).toBeInTheDocument();
  });

  it("says so when the item is not in the repository (404), and offers the search", async () => {
    answer = () => jsonResponse(404, { detail: "Not found." });
    show("gone");
    expect(
      await screen.findByRole("heading", { level: 1, name: "This item is not in the repository" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Search the collection" })).toHaveAttribute(
      "href",
      "/resources/search",
    );
  });

  it("offers a retry when the repository cannot answer", async () => {
    answer = () => jsonResponse(503, { detail: "Unavailable" });
    const { user } = show();
    const retry = await screen.findByRole("button", { name: "Try Again" }, { timeout: 10_000 });
    // The repository answers again before the press: set after it, the refetch could still meet the
    // 503 and wait out the query's back-off (seconds on a loaded machine).
    answer = () => jsonResponse(200, ITEM);
    await user.click(retry);
    expect(await screen.findByRole("heading", { level: 1, name: "Royal drum" })).toBeInTheDocument();
  });
});
