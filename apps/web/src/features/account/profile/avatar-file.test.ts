import { describe, expect, it } from "vitest";
import { readAvatar } from "./avatar-file.ts";

const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe("readAvatar", () => {
  it("reads a PNG into a data URL", async () => {
    const file = new File([new Uint8Array([...PNG_HEADER, 0, 0, 0, 0])], "me.png", { type: "image/png" });
    const result = await readAvatar(file);
    expect(result).toEqual({ dataUrl: expect.stringMatching(/^data:image\/png;base64,/) });
  });

  it("judges by the bytes, not the name or the type", async () => {
    const text = new File(["just some text"], "me.png", { type: "image/png" });
    expect(await readAvatar(text)).toEqual({ error: "Please select a valid image file" });
    const svg = new File([new Uint8Array([...PNG_HEADER])], "me.svg", { type: "image/svg+xml" });
    expect(await readAvatar(svg)).toEqual({ error: "Please select a valid image file" });
  });

  it("refuses more than 2 MB", async () => {
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG_HEADER);
    const file = new File([big], "big.png", { type: "image/png" });
    expect(await readAvatar(file)).toEqual({ error: "Image size must be less than 2MB" });
  });
});
