import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LessonMedia } from "./lesson-media.tsx";

const film = {
  kind: "video" as const,
  src: "/media/lessons/dance.webm",
  caption: "Umushayayo danced in Nyanza",
  transcript: "Drums, then the song.",
};

describe("a lesson's film", () => {
  it("plays the admin's WebVTT captions as its track, shown at once", () => {
    const { container } = render(
      <LessonMedia
        media={{ ...film, captions: "/media/lessons/0b7c9a4e-1111-4222-8333-444455556666.vtt" }}
      />,
    );
    const track = container.querySelector("video > track");
    expect(track).toHaveAttribute("kind", "captions");
    expect(track).toHaveAttribute("src", "/media/lessons/0b7c9a4e-1111-4222-8333-444455556666.vtt");
    expect(track).toHaveAttribute("label", "Captions");
    expect(track).toHaveAttribute("default");
    expect(screen.getByText("Transcript")).toBeInTheDocument();
  });

  it("has no empty track without a captions file; the transcript carries the words", () => {
    const { container } = render(<LessonMedia media={{ ...film, captions: null }} />);
    expect(container.querySelector("track")).toBeNull();
    expect(screen.getByText("Drums, then the song.")).toBeInTheDocument();
  });
});
