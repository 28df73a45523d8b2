import { describe, expect, it } from "vitest";
import { KEEP_MESSAGE, keepMessage } from "./keep-message.ts";

const at = (address: string) => {
  const url = new URL(address);
  return { href: url.href, origin: url.origin, pathname: url.pathname, search: url.search };
};

describe("what a page tells the service worker it has used (decision 252)", () => {
  it("names its address, its language, its build files and its API reads, on this site only", () => {
    const message = keepMessage(
      at("https://heritage.example/market?product=12"),
      [
        { name: "https://heritage.example/assets/index-abc.js" },
        { name: "https://heritage.example/assets/market-page-def.js" },
        { name: "https://heritage.example/assets/market-page-def.js" },
        { name: "https://heritage.example/api/market/products/?page=1&page_size=8" },
        { name: "https://heritage.example/media/products/a-w320.webp" },
        { name: "https://fonts.example/assets/other.js" },
      ],
      "rw",
    );
    expect(message).toEqual({
      type: KEEP_MESSAGE,
      page: "/market?product=12",
      files: ["assets/index-abc.js", "assets/market-page-def.js"],
      reads: ["/api/market/products/?page=1&page_size=8", "/media/products/a-w320.webp"],
      language: "rw",
    });
  });

  it("reads as English when the page has no language yet", () => {
    expect(keepMessage(at("https://heritage.example/"), [], "").language).toBe("en");
  });
});
