import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isKept, unicodeRange } from "./font-subset.ts";

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
      expect(face.body).toMatch(/url\("\.\.\/assets\/fonts\/[a-z]+-subset-wght\.woff2"\)/);
    }
    expect(css).not.toMatch(/url\("?https?:/);
  });

  it("are cut to the characters and weights the site uses, and say so (decision 200)", () => {
    for (const face of faces.filter((candidate) => /url\(/.test(candidate.body))) {
      const file = /url\("([^"]+)"\)/.exec(face.body)?.[1] ?? "";
      // The packages' latin files are 48 KB and 37 KB; the cut ones about half.
      expect(fs.statSync(path.join(__dirname, file)).size).toBeLessThan(28_000);
      expect(face.body).toMatch(/font-weight:\s*400 700;/);
      const declared = /unicode-range:\s*([^;]+);/.exec(face.body)?.[1]?.replace(/\s+/g, " ").trim();
      // A range wider than the file would send those characters to a font without them.
      expect(declared).toBe(unicodeRange());
    }
  });

  it("hold every character the app writes outside ASCII, else it would be drawn in a fallback font", () => {
    const source = path.join(__dirname, "..");
    const files = (fs.readdirSync(source, { recursive: true }) as string[]).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
    );
    const domain = path.join(__dirname, "../../../../packages/domain/src");
    const domainFiles = (fs.readdirSync(domain, { recursive: true }) as string[]).filter(
      (file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file),
    );
    expect(files.length + domainFiles.length).toBeGreaterThan(100);
    const missing = new Set<string>();
    for (const file of [
      ...files.map((file) => path.join(source, file)),
      ...domainFiles.map((file) => path.join(domain, file)),
    ]) {
      for (const character of fs.readFileSync(file, "utf8")) {
        if (character > "~" && !isKept(character)) missing.add(`${character} in ${path.basename(file)}`);
      }
    }
    expect([...missing]).toEqual([]);
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
