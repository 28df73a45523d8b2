import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderRoute } from "../../../test/render.tsx";
import ProductStory from "./product-story.tsx";
import type { ProductStory as Story } from "./story-api.ts";

const ref = (slug: string, name: string) => ({ id: "6f0c2f2e-8a59-4c43-9b7c-0d1e2f3a4b5c", slug, name });
const item = {
  id: "0b6a4f7e-8c1d-4e2a-9f3b-5a6c7d8e9f01",
  slug: "imigongo-of-nyakarambi",
  type: "artwork",
  title: "Imigongo of Nyakarambi",
  dc: {},
  community: "Nyakarambi potters and painters",
  place_name: null,
  latitude: null,
  longitude: null,
  period: null,
  featured: false,
  published: true,
  collection: ref("gallery", "Gallery"),
  institution: ref("museum", "Museum"),
  thumbnail_url: "/media/items/imigongo-thumb.webp",
  media_count: 1,
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
  language: "en",
  original_language: "en",
  translated: true,
} as unknown as Story["items"][number];

let story: Story;
const requested: string[] = [];
beforeEach(() => {
  requested.length = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      requested.push(String(input));
      return jsonResponse(200, story);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("The story behind this piece", () => {
  it("names the maker with their community and tradition, and links the items of the tradition", async () => {
    story = {
      maker: {
        slug: "mukamana-imigongo",
        display_name: "Mukamana Josée",
        community: "Nyakarambi",
        practice: "Imigongo painting",
      },
      items: [item],
    };
    renderRoute(<ProductStory productId={12} />);
    const section = await screen.findByRole("region", { name: "The story behind this piece" });
    expect(requested.some((url) => url.includes("/api/products/12/story"))).toBe(true);
    expect(within(section).getByRole("link", { name: "Mukamana Josée, maker's page" })).toHaveAttribute(
      "href",
      "/makers/mukamana-imigongo",
    );
    expect(within(section).getByText("Nyakarambi")).toBeInTheDocument();
    expect(within(section).getByText("Imigongo painting")).toBeInTheDocument();
    expect(within(section).getByRole("link", { name: "Imigongo of Nyakarambi" })).toHaveAttribute(
      "href",
      "/resources/items/imigongo-of-nyakarambi",
    );
  });

  it("tells the tradition without a maker when the product names none", async () => {
    story = { maker: null, items: [item] };
    renderRoute(<ProductStory productId={12} />);
    const section = await screen.findByRole("region", { name: "The story behind this piece" });
    expect(within(section).queryByText("Made by")).not.toBeInTheDocument();
    expect(within(section).getByRole("link", { name: "Imigongo of Nyakarambi" })).toBeInTheDocument();
  });

  it("shows nothing when the product tells no story", async () => {
    story = { maker: null, items: [] };
    renderRoute(<ProductStory productId={12} />);
    await vi.waitFor(() => expect(requested).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
  });
});
