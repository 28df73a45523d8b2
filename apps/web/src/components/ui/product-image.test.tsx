import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProductImage, primaryPicture } from "./product-image.tsx";

const images = [
  { image: "/media/b.webp", thumbnail: "/media/b-thumb.webp", is_primary: false, srcset: null },
  {
    image: "/media/a.webp",
    thumbnail: "/media/a-thumb.webp",
    is_primary: true,
    srcset: "/media/a-w640.webp 640w, /media/a.webp 1600w",
  },
];

describe("ProductImage", () => {
  it("fetches the first screen's largest picture first, eagerly, in the width its box needs", () => {
    render(<ProductImage {...primaryPicture(images, "full")} sizes="100vw" alt="Agaseke" priority />);
    const picture = screen.getByRole("img", { name: "Agaseke" });
    expect(picture).toHaveAttribute("src", "/media/a.webp");
    expect(picture).toHaveAttribute("srcset", "/media/a-w640.webp 640w, /media/a.webp 1600w");
    expect(picture).toHaveAttribute("sizes", "100vw");
    expect(picture).toHaveAttribute("fetchpriority", "high");
    expect(picture).toHaveAttribute("loading", "eager");
    // Its box keeps its place while it loads (no layout shift).
    expect(picture).toHaveAttribute("width");
    expect(picture).toHaveAttribute("height");
  });

  it("sends no srcset or sizes for a picture whose widths are not stored yet", () => {
    render(<ProductImage {...primaryPicture([images[0]!])} sizes="50vw" alt="Mat" />);
    const picture = screen.getByRole("img", { name: "Mat" });
    expect(picture).toHaveAttribute("src", "/media/b-thumb.webp");
    expect(picture).not.toHaveAttribute("srcset");
    expect(picture).not.toHaveAttribute("sizes");
    expect(picture).toHaveAttribute("loading", "lazy");
  });
});
