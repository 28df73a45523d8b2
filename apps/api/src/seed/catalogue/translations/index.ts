import type { Language } from "@heritage/domain/languages";
import { frCrafts } from "./fr-crafts.ts";
import { frCulture } from "./fr-culture.ts";
import { rwCrafts } from "./rw-crafts.ts";
import { rwCulture } from "./rw-culture.ts";
import type { CatalogueTexts, Texts } from "./types.ts";

/** The demo catalogue's texts in the languages other than its original English (decision 105). */
export const CATALOGUE_TRANSLATIONS: Partial<Record<Language, CatalogueTexts>> = {
  fr: { ...frCrafts, ...frCulture },
  rw: { ...rwCrafts, ...rwCulture },
};

/** A category's, or (with a product name) a product's, texts in each other language. */
export function translationsOf(slug: string, productName?: string): Partial<Record<Language, Texts>> {
  const result: Partial<Record<Language, Texts>> = {};
  for (const [language, catalogue] of Object.entries(CATALOGUE_TRANSLATIONS)) {
    const category = catalogue[slug];
    const texts = productName === undefined ? category : category?.products[productName];
    if (texts) result[language as Language] = { name: texts.name, description: texts.description };
  }
  return result;
}
