import type { ItemSummary } from "@heritage/domain/collections";
import { messages } from "@heritage/domain/messages";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ArtworkCard } from "./artwork-card.tsx";

const artwork = (overrides: Partial<ItemSummary>): ItemSummary =>
  ({
    id: "0b6a4f7e-8c1d-4e2a-9f3b-5a6c7d8e9f01",
    slug: "intore-at-dawn",
    type: "artwork",
    title: "Intore at Dawn",
    dc: { creator: ["Aline Uwase"], date: ["2019"], subject: ["Traditional Dance"] },
    community: "Kigali",
    thumbnail_url: "/media/items/1-thumb.webp",
    language: "en",
    original_language: "en",
    translated: true,
    ...overrides,
  }) as ItemSummary;

const renderCard = (a: ItemSummary) =>
  render(
    <MemoryRouter>
      <ArtworkCard artwork={a} selected={false} onToggle={() => {}} />
    </MemoryRouter>,
  );

/** Decision 105: a record served in its original language says so, in its own language. */
describe("ArtworkCard", () => {
  it("notes 'Not yet translated' and marks the title's language when the reader's language is missing", () => {
    renderCard(
      artwork({ title: "Umuganura mu Bwami", language: "rw", original_language: "rw", translated: false }),
    );
    expect(screen.getByText(messages.content.notYetTranslated)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Umuganura mu Bwami" })).toHaveAttribute("lang", "rw");
  });

  it("shows no note for a translated artwork", () => {
    renderCard(artwork({ title: "Intore à l'aube", language: "fr" }));
    expect(screen.queryByText(messages.content.notYetTranslated)).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Intore à l'aube" })).toHaveAttribute("lang", "fr");
  });
});
