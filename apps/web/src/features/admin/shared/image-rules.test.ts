import { describe, expect, it } from "vitest";
import { imageProblem, looksLikeImage, pickCategoryImage, pickProductImages } from "./image-rules.ts";

const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_HEADER = [0xff, 0xd8, 0xff, 0xe0];
const WEBP_HEADER = [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50];

function file(name: string, type: string, header: number[], size = header.length) {
  const bytes = new Uint8Array(size);
  bytes.set(header);
  return new File([bytes], name, { type });
}
const png = (name = "a.png", size?: number) => file(name, "image/png", PNG_HEADER, size);

describe("looksLikeImage", () => {
  it("knows PNG, JPEG, GIF and WebP by their first bytes", () => {
    expect(looksLikeImage(new Uint8Array(PNG_HEADER))).toBe(true);
    expect(looksLikeImage(new Uint8Array(JPEG_HEADER))).toBe(true);
    expect(looksLikeImage(new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]))).toBe(true);
    expect(looksLikeImage(new Uint8Array(WEBP_HEADER))).toBe(true);
    expect(looksLikeImage(new TextEncoder().encode("<svg xmlns="))).toBe(false);
  });
});

describe("imageProblem", () => {
  it("refuses a file that only claims to be an image, or is not one at all", async () => {
    expect(await imageProblem(file("notes.png", "image/png", [0x68, 0x65, 0x6c, 0x6c, 0x6f]))).toBe(
      "invalid",
    );
    expect(await imageProblem(file("doc.pdf", "application/pdf", PNG_HEADER))).toBe("invalid");
  });

  it("allows 2 MB exactly and refuses a byte more", async () => {
    expect(await imageProblem(png("edge.png", 2 * 1024 * 1024))).toBeNull();
    expect(await imageProblem(png("big.png", 2 * 1024 * 1024 + 1))).toBe("tooBig");
  });
});

describe("pickProductImages", () => {
  it("turns good files into data URLs", async () => {
    const result = await pickProductImages([png(), file("b.jpg", "image/jpeg", JPEG_HEADER)], 0);
    expect(result.error).toBeNull();
    expect(result.dataUrls).toHaveLength(2);
    expect(result.dataUrls[0]).toMatch(/^data:image\/png;base64,/);
  });

  it("keeps the good files and says 'Please select valid image files' for the rest", async () => {
    const result = await pickProductImages([png(), file("x.txt", "text/plain", [0x61])], 0);
    expect(result).toMatchObject({ error: "Please select valid image files" });
    expect(result.dataUrls).toHaveLength(1);
  });

  it("says 'Image size must be less than 2MB' for a large file", async () => {
    const result = await pickProductImages([png("big.png", 3 * 1024 * 1024)], 0);
    expect(result).toEqual({ dataUrls: [], error: "Image size must be less than 2MB" });
  });

  it("stops at 10 images in all", async () => {
    const result = await pickProductImages([png("1.png"), png("2.png"), png("3.png")], 8);
    expect(result.dataUrls).toHaveLength(2);
    expect(result.error).toBe("You can upload up to 10 images");
    expect((await pickProductImages([png()], 10)).dataUrls).toHaveLength(0);
  });
});

describe("pickCategoryImage", () => {
  it("uses the category form's own texts", async () => {
    expect(await pickCategoryImage(file("x.gif", "image/gif", [1, 2, 3]))).toEqual({
      dataUrl: null,
      error: "Please select a valid image file",
    });
    expect(await pickCategoryImage(png("big.png", 2 * 1024 * 1024 + 10))).toEqual({
      dataUrl: null,
      error: "Image size must be less than 2MB",
    });
    expect((await pickCategoryImage(png())).dataUrl).toMatch(/^data:image\/png;base64,/);
  });
});
