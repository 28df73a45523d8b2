import type { InternationalString } from "@iiif/presentation-3";

/**
 * The names readers see beside each value of an item's description in IIIF viewers, in the
 * three languages at once (a IIIF language map carries them all; the viewer picks one). The
 * Dublin Core element names follow DCMI's own French translation; Kinyarwanda as the glossary's
 * register (docs/glossary.md).
 */
export const FIELD_LABELS = {
  title: { en: "Title", fr: "Titre", rw: "Umutwe" },
  creator: { en: "Creator", fr: "Créateur", rw: "Uwabihanze" },
  subject: { en: "Subject", fr: "Sujet", rw: "Ingingo" },
  description: { en: "Description", fr: "Description", rw: "Ibisobanuro" },
  publisher: { en: "Publisher", fr: "Éditeur", rw: "Uwabitangaje" },
  contributor: { en: "Contributor", fr: "Contributeur", rw: "Abagize uruhare" },
  date: { en: "Date", fr: "Date", rw: "Itariki" },
  type: { en: "Type", fr: "Type", rw: "Ubwoko" },
  format: { en: "Format", fr: "Format", rw: "Imiterere" },
  identifier: { en: "Identifier", fr: "Identifiant", rw: "Ikiranga" },
  source: { en: "Source", fr: "Source", rw: "Inkomoko" },
  language: { en: "Language", fr: "Langue", rw: "Ururimi" },
  relation: { en: "Relation", fr: "Relation", rw: "Isano" },
  coverage: { en: "Coverage", fr: "Couverture", rw: "Aho n’igihe bireba" },
  rights: { en: "Rights", fr: "Droits", rw: "Uburenganzira" },
  community: { en: "Community of origin", fr: "Communauté d’origine", rw: "Umuryango bikomokamo" },
  place: { en: "Place", fr: "Lieu", rw: "Ahantu" },
  period: { en: "Period", fr: "Période", rw: "Igihe" },
  heldBy: { en: "Held by", fr: "Conservé par", rw: "Bibitswe na" },
  localContexts: {
    en: "Traditional Knowledge and Biocultural labels",
    fr: "Étiquettes Savoirs traditionnels et Bioculturelles",
    rw: "Ibirango by'Ubumenyi Gakondo n'Urusobe rw'Ibinyabuzima",
  },
  itemPage: {
    en: "This item on the Digital Heritage Platform",
    fr: "Cet objet sur Digital Heritage Platform",
    rw: "Iki kintu kuri Digital Heritage Platform",
  },
  picture: { en: "Picture", fr: "Image", rw: "Ishusho" },
  oaiRecord: {
    en: "Dublin Core record (OAI-PMH)",
    fr: "Notice Dublin Core (OAI-PMH)",
    rw: "Inyandiko ya Dublin Core (OAI-PMH)",
  },
  oaiQualifiedRecord: {
    en: "Qualified Dublin Core record (OAI-PMH)",
    fr: "Notice Dublin Core qualifié (OAI-PMH)",
    rw: "Inyandiko ya Dublin Core irambuye (OAI-PMH)",
  },
  institutionPage: {
    en: "The holding institution",
    fr: "L’institution qui le conserve",
    rw: "Ikigo kibibitse",
  },
  collectionPage: {
    en: "This collection on the Digital Heritage Platform",
    fr: "Cette collection sur Digital Heritage Platform",
    rw: "Iki cyegeranyo kuri Digital Heritage Platform",
  },
} as const satisfies Record<string, Record<"en" | "fr" | "rw", string>>;

export type FieldLabel = keyof typeof FIELD_LABELS;

/**
 * A label as a IIIF language map: { "en": ["Title"], "fr": ["Titre"], "rw": ["Umutwe"] }; with
 * `suffix`, each followed by it ("Picture 2").
 */
export function labelMap(field: FieldLabel, suffix?: string): InternationalString {
  const texts = FIELD_LABELS[field];
  const add = (text: string) => (suffix ? `${text} ${suffix}` : text);
  return { en: [add(texts.en)], fr: [add(texts.fr)], rw: [add(texts.rw)] };
}
