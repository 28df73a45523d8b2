/** A record's reading texts in one language, field by field (decision 105). */
export type Texts = Record<string, string>;

/** A museum and the records shown on its page, in one language, keyed as the seed names them. */
export type MuseumTexts = {
  name: string;
  location: string;
  description: string;
  long_description: string;
  /** By the artifact's English name. */
  artifacts: Record<string, { name: string; historical_period: string; description: string }>;
  /** In the gallery's order. */
  gallery: string[];
  /** By the exhibition's English title. */
  exhibitions: Record<string, { title: string; duration: string; description: string }>;
};

/** Flat records of one area in one language: table → the seed's English key → texts. */
export type RecordTexts = Record<string, Record<string, Texts>>;
