import { describe, expect, it } from "vitest";
import { DEMO_CATALOGUE } from "../catalogue.ts";
import { CATALOGUE_TRANSLATIONS, translationsOf } from "./index.ts";

/** Decision 105: the demo catalogue reads in Kinyarwanda, English and French. */
describe("demo catalogue translations", () => {
  it("give every category and product a name and description in Kinyarwanda and French", () => {
    const missing: string[] = [];
    for (const category of DEMO_CATALOGUE) {
      const records = [
        { key: category.slug, texts: translationsOf(category.slug) },
        ...category.products.map((product) => ({
          key: `${category.slug} / ${product.name}`,
          texts: translationsOf(category.slug, product.name),
        })),
      ];
      for (const { key, texts } of records) {
        for (const language of ["rw", "fr"] as const) {
          const entry = texts[language];
          if (!entry?.name.trim() || !entry.description.trim()) missing.push(`${language}: ${key}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it("name only records that exist (a renamed product would silently lose its translations)", () => {
    const known = new Set(
      DEMO_CATALOGUE.flatMap((c) => [c.slug, ...c.products.map((p) => `${c.slug} / ${p.name}`)]),
    );
    for (const catalogue of Object.values(CATALOGUE_TRANSLATIONS)) {
      for (const [slug, category] of Object.entries(catalogue)) {
        expect(known).toContain(slug);
        for (const name of Object.keys(category.products)) expect(known).toContain(`${slug} / ${name}`);
      }
    }
  });

  it("keep heritage terms in their Kinyarwanda names", () => {
    const withTerm = (term: string) =>
      DEMO_CATALOGUE.flatMap((c) => c.products.map((p) => ({ c, p }))).filter(({ p }) =>
        p.name.includes(term),
      );
    for (const term of ["Imigongo", "Agaseke", "Inanga", "Intore"]) {
      for (const { c, p } of withTerm(term)) {
        const texts = translationsOf(c.slug, p.name);
        // The term may be inflected in Kinyarwanda (k'Imigongo, y'Intore), never translated away.
        expect(`${texts.fr?.name} ${texts.fr?.description}`.toLowerCase()).toContain(term.toLowerCase());
        expect(`${texts.rw?.name} ${texts.rw?.description}`.toLowerCase()).toContain(term.toLowerCase());
      }
    }
  });
});
