import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** The stylesheet as written: the fonts are decided here, not by a component. */
const css = fs.readFileSync(path.join(__dirname, "index.css"), "utf8");

function fontFaces() {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => {
    const family = /font-family:\s*"([^"]+)"/.exec(body!)?.[1] ?? "";
    return { family, body: body! };
  });
}

function stack(token: string): string[] {
  const value = new RegExp(`--${token}:\\s*([^;]+);`).exec(css)?.[1] ?? "";
  return value.split(",").map((name) => name.trim().replace(/^"|"$/g, ""));
}

describe("the web fonts (decision 196)", () => {
  const faces = fontFaces();

  it("are self-hosted subsets shown at once in a fallback, never fetched from elsewhere", () => {
    const webFonts = faces.filter((face) => /url\(/.test(face.body));
    expect(webFonts.map((face) => face.family)).toEqual(["Inter Variable", "Fraunces Variable"]);
    for (const face of webFonts) {
      expect(face.body).toMatch(/font-display:\s*swap/);
      expect(face.body).toMatch(/url\("@fontsource-variable\/[^"]+-latin-wght-normal\.woff2"\)/);
      expect(face.body).toMatch(/unicode-range:/);
    }
    expect(css).not.toMatch(/url\("?https?:/);
  });

  for (const token of ["font-sans", "font-display"]) {
    it(`${token}: the web font is followed by local fallbacks scaled to its metrics, so the swap moves no line`, () => {
      const [webFont, ...rest] = stack(token);
      expect(webFont).toMatch(/Variable$/);
      const fallbacks = rest.filter((name) => name.includes("Fallback"));
      expect(fallbacks.length).toBeGreaterThanOrEqual(2);
      // The metric-matched faces come before any system font, else they would never be used.
      expect(rest.slice(0, fallbacks.length)).toEqual(fallbacks);
      for (const family of fallbacks) {
        const face = faces.find((candidate) => candidate.family === family);
        expect(face?.body).toMatch(/src:\s*local\(/);
        for (const descriptor of ["size-adjust", "ascent-override", "descent-override", "line-gap-override"])
          expect(face?.body).toMatch(new RegExp(`${descriptor}:\\s*\\d+(\\.\\d+)?%`));
      }
    });
  }
});
