import type { Language } from "@heritage/domain/languages";
import { frGallery } from "./fr-gallery.ts";
import { frLearning } from "./fr-learning.ts";
import { frLibrary } from "./fr-library.ts";
import { frMuseumsHeritage } from "./fr-museums-heritage.ts";
import { frMuseumsRemembrance } from "./fr-museums-remembrance.ts";
import { rwGallery } from "./rw-gallery.ts";
import { rwLearning } from "./rw-learning.ts";
import { rwLibrary } from "./rw-library.ts";
import { rwMuseumsHeritage } from "./rw-museums-heritage.ts";
import { rwMuseumsRemembrance } from "./rw-museums-remembrance.ts";
import type { MuseumTexts, RecordTexts, Texts } from "./types.ts";

/** The demo museums in the languages other than their original English (decision 105), by slug. */
export const MUSEUM_TRANSLATIONS: Partial<Record<Language, Record<string, MuseumTexts>>> = {
  fr: { ...frMuseumsHeritage, ...frMuseumsRemembrance },
  rw: { ...rwMuseumsHeritage, ...rwMuseumsRemembrance },
};

type Translations = Partial<Record<Language, Texts>>;

/** One record's texts in each other language, picked from each language's museum texts. */
function perLanguage(slug: string, pick: (museum: MuseumTexts) => Texts | undefined): Translations {
  const result: Translations = {};
  for (const [language, museums] of Object.entries(MUSEUM_TRANSLATIONS)) {
    const museum = museums[slug];
    const texts = museum && pick(museum);
    if (texts) result[language as Language] = texts;
  }
  return result;
}

/** The translations of a museum and of the records on its page (by the seed's English keys). */
export const museumTranslations = {
  museum: (slug: string) =>
    perLanguage(slug, ({ name, location, description, long_description }) => ({
      name,
      location,
      description,
      long_description,
    })),
  artifact: (slug: string, name: string) => perLanguage(slug, (museum) => museum.artifacts[name]),
  gallery: (slug: string, position: number) =>
    perLanguage(slug, (museum) => {
      const caption = museum.gallery[position];
      return caption === undefined ? undefined : { caption };
    }),
  exhibition: (slug: string, title: string) => perLanguage(slug, (museum) => museum.exhibitions[title]),
};

/** The flat demo records (gallery, e-learning, figures, library, events, partners, testimonials) in each other language. */
export const RECORD_TRANSLATIONS: Partial<Record<Language, RecordTexts>> = {
  fr: { ...frGallery, ...frLearning, ...frLibrary },
  rw: { ...rwGallery, ...rwLearning, ...rwLibrary },
};

/** A flat record's texts in each other language: `table` as in RecordTexts, `key` its English key. */
export function recordTranslations(table: string, key: string): Translations {
  const result: Translations = {};
  for (const [language, tables] of Object.entries(RECORD_TRANSLATIONS)) {
    const texts = tables[table]?.[key];
    if (texts) result[language as Language] = texts;
  }
  return result;
}
