import type { Artwork } from "@heritage/domain/content";
import { messages } from "@heritage/domain/messages";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ArtworkCard } from "./artwork-card.tsx";

const artwork = (overrides: Partial<Artwork>): Artwork => ({
  id: 1,
  title: "Intore at Dawn",
  category: "Traditional Dance",
  artist: "Aline Uwase",
  year: 2019,
  description: "",
  medium: "Acrylic on canvas",
  origin: "Kigali",
  rights: "© the artist",
  is_featured: false,
  image: "/media/1.webp",
  thumbnail: "/media/1-thumb.webp",
  language: "en",
  original_language: "en",
  translated: true,
  ...overrides,
});

const renderCard = (a: Artwork) =>
  render(<ArtworkCard artwork={a} selected={false} onToggle={() => {}} onOpen={() => {}} />);

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
