import { afterEach, describe, expect, it } from "vitest";
import { countryName, countryOptions } from "./countries.ts";
import { activate, loadLanguage } from "./i18n/localized.ts";

async function reading(language: "rw" | "en" | "fr") {
  await loadLanguage(language);
  activate(language);
}

describe("the country choice", () => {
  afterEach(() => activate("en"));

  it("names the countries in Kinyarwanda on Kinyarwanda pages (they were English)", async () => {
    await reading("rw");
    const labels = countryOptions("u Rwanda").map((option) => option.label);
    expect(labels[0]).toBe("u Rwanda");
    expect(labels).toContain("Ubufaransa");
    expect(labels).toContain("Repubulika Iharanira Demokarasi ya Kongo");
    expect(labels).not.toContain("France");
    expect(labels).not.toContain("Germany");
    expect(countryName("KE")).toBe("Kenya");
    expect(countryName("BE")).toBe("Ububiligi");
  });

  it("keeps the browser's names in French and English, sorted by name", async () => {
    await reading("fr");
    const french = countryOptions("Rwanda").map((option) => option.label);
    expect(french).toContain("Allemagne");
    expect(countryName("BE")).toBe("Belgique");
    await reading("en");
    const english = countryOptions("Rwanda")
      .slice(1)
      .map((option) => option.label);
    expect(english).toContain("Germany");
    expect(english).toEqual([...english].sort((a, b) => a.localeCompare(b, "en")));
  });

  it("offers every country once, Rwanda first and only there", async () => {
    await reading("rw");
    const values = countryOptions("u Rwanda").map((option) => option.value);
    expect(new Set(values).size).toBe(values.length);
    expect(values.filter((value) => value === "RW")).toEqual(["RW"]);
  });
});
