import type { ItemMedia } from "@heritage/domain/collections";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ItemMediaGallery } from "./item-media-gallery.tsx";

const file = (id: string, kind: "audio" | "video", extra: Partial<ItemMedia> = {}): ItemMedia => ({
  id,
  kind,
  url: `/media/items/${id}.${kind === "audio" ? "mp3" : "webm"}`,
  preview_url: null,
  thumbnail_url: null,
  mime: kind === "audio" ? "audio/mpeg" : "video/webm",
  bytes: 100,
  width: null,
  height: null,
  position: 0,
  caption: "",
  rights: "",
  captions_url: null,
  ...extra,
});

describe("an item's sound and video players (decision 118)", () => {
  it("carry the WebVTT captions as their caption track, in the item's language, when given", () => {
    render(
      <ItemMediaGallery
        title="Royal drummers"
        language="rw"
        media={[
          file("a1", "video", { caption: "The drummers at Nyanza", captions_url: "/media/items/c1.vtt" }),
          file("a2", "audio", { caption: "Umwirongi", captions_url: "/media/items/c2.vtt" }),
          file("a3", "audio", { caption: "Without captions" }),
        ]}
      />,
    );
    const video = screen.getByLabelText("The drummers at Nyanza");
    const track = video.querySelector("track");
    expect(track).toHaveAttribute("kind", "captions");
    expect(track).toHaveAttribute("src", "/media/items/c1.vtt");
    expect(track).toHaveAttribute("srclang", "rw");
    expect(track).toHaveAttribute("label", "Captions");
    expect(screen.getByLabelText("Umwirongi").querySelector('track[kind="captions"]')).toHaveAttribute(
      "src",
      "/media/items/c2.vtt",
    );
    expect(screen.getByLabelText("Without captions").querySelector("track")).toBeNull();
  });
});
