import { describe, expect, it } from "vitest";
import { languageOfTags, pickLanguage } from "./languages.ts";

describe("pickLanguage", () => {
  it.each([
    [undefined, undefined, "en"],
    ["", undefined, "en"],
    ["rw-RW,rw;q=0.9,en;q=0.5", undefined, "rw"],
    ["fr-CA", undefined, "fr"],
    ["de-DE,de;q=0.9,fr;q=0.4,en;q=0.3", undefined, "fr"],
    ["en;q=0.2,rw;q=0.8", undefined, "rw"],
    ["de, it", undefined, "en"],
    ["fr", "rw", "rw"],
    ["fr", "de", "fr"],
  ])("Accept-Language %s with ?lang=%s reads %s", (header, lang, expected) => {
    expect(pickLanguage(header, lang)).toBe(expected);
  });
});

describe("languageOfTags", () => {
  it.each([
    [[], "en"],
    [["de-DE", "fr-BE", "en"], "fr"],
    [["rw_RW"], "rw"],
    [["sw", "it"], "en"],
  ])("navigator.languages %j reads %s", (tags, expected) => {
    expect(languageOfTags(tags)).toBe(expected);
  });
});
