import { LANGUAGES } from "@heritage/domain/languages";
import { LOCAL_CONTEXTS_LABELS } from "@heritage/domain/local-contexts-label-texts";
import type { InternationalString } from "@iiif/presentation-3";
import { and, asc, eq, exists, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { collections, institutions, itemMedia, items } from "../../../db/schema/collections.ts";
import { findPublishedItem, type MediaRow } from "../collections/publication-reads.ts";
import { rightsUri } from "../collections/rights-uri.ts";
import { labelsOf } from "../protocols/item-protocol-service.ts";
import { itemVisibleTo, VISITOR } from "../protocols/visibility.ts";

const openToAll = () => itemVisibleTo(VISITOR);

import type { MediaStore } from "../../../media/store/media-store.ts";
import { labelMap } from "./dc-labels.ts";
import {
  type DescribedRecord,
  describeForIiif,
  RECORD_LANGUAGES,
  type RecordLanguage,
} from "./describe-item.ts";
import { readStoredInfo } from "./image-tiles.ts";
import { generateIiifTiles } from "./item-tiles.ts";
import { buildCollection, buildManifest, imageServiceUri, type ManifestImage } from "./presentation.ts";

type Translations = Partial<Record<RecordLanguage, Record<string, string | string[] | undefined>>>;

/** One text of a record (name, title, caption) in every language it has, as a IIIF language map. */
export function recordText(
  original: string | null | undefined,
  originalLanguage: RecordLanguage,
  translations: Translations,
  field: string,
): InternationalString {
  const map: InternationalString = {};
  for (const language of RECORD_LANGUAGES) {
    const raw = language === originalLanguage ? original : translations[language]?.[field];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value?.trim()) map[language] = [value];
  }
  return map;
}

export const manifestUrl = (base: string, itemId: string) => `${base}/iiif/items/${itemId}/manifest.json`;
export const collectionUrl = (base: string, collectionId: string) =>
  `${base}/iiif/collections/${collectionId}/collection.json`;

/** The picture's canvas: its tile set's size and renderings, tiled now if it has none yet. */
async function manifestImage(
  store: MediaStore,
  base: string,
  media: MediaRow,
): Promise<ManifestImage | null> {
  let info = await readStoredInfo(store, media.public_id);
  if (!info) {
    // An image stored before tiling existed: tile it once, now (the backfill would do it within the hour).
    info = await generateIiifTiles(store, media)
      .then(() => readStoredInfo(store, media.public_id))
      .catch(() => null);
  }
  if (!info) return null;
  const caption = recordText(
    media.caption,
    media.original_language,
    media.translations as Translations,
    "caption",
  );
  return {
    serviceId: imageServiceUri(base, media.public_id),
    width: info.width,
    height: info.height,
    max: info.sizes?.at(-1),
    smallest: info.sizes?.[0],
    ...(Object.keys(caption).length > 0 ? { label: caption } : {}),
  };
}

/** The Manifest of a public item with pictures, or null (unknown, unpublished, or no picture). */
export async function itemManifest(db: Db, store: MediaStore, base: string, publicId: string) {
  const found = await findPublishedItem(db, publicId);
  if (!found) return null;
  const { item, institution } = found;
  const images: ManifestImage[] = [];
  for (const media of found.media.filter((row) => row.kind === "image")) {
    const image = await manifestImage(store, base, media);
    if (image) images.push(image);
  }
  if (images.length === 0) return null;

  // The item's translations name the place `place_name`; the IIIF description calls it `place`.
  const translations: DescribedRecord["translations"] = {};
  for (const [language, texts] of Object.entries(item.translations)) {
    const { place_name: place, ...rest } = texts ?? {};
    translations[language as RecordLanguage] = { ...rest, ...(place ? { place } : {}) };
  }
  const record: DescribedRecord = {
    originalLanguage: item.original_language,
    fields: {
      title: item.dc_title,
      creator: item.dc_creator,
      subject: item.dc_subject,
      description: item.dc_description,
      publisher: item.dc_publisher,
      contributor: item.dc_contributor,
      date: item.dc_date,
      type: item.dc_type,
      format: item.dc_format,
      identifier: item.dc_identifier,
      source: item.dc_source,
      language: item.dc_language,
      relation: item.dc_relation,
      coverage: item.dc_coverage,
      rights: item.dc_rights,
      community: item.community ? [item.community] : [],
      place: item.place_name ? [item.place_name] : [],
      period: item.period ? [item.period] : [],
    },
    translations,
  };
  const described = describeForIiif(record);
  // Local Contexts labels (decision 163): name and explanation in each language.
  const labels = (await labelsOf(db, [item.id])).get(item.id) ?? [];
  if (labels.length > 0) {
    described.metadata.push({
      label: labelMap("localContexts"),
      value: Object.fromEntries(
        LANGUAGES.map((lang) => [
          lang,
          labels.map(
            (code) =>
              `${LOCAL_CONTEXTS_LABELS[code].name[lang]}: ${LOCAL_CONTEXTS_LABELS[code].explanation[lang]}`,
          ),
        ]),
      ),
    });
  }
  const allRights = [
    ...item.dc_rights,
    ...Object.values(item.translations).flatMap((texts) => texts?.rights ?? []),
    ...found.media.map((media) => media.rights),
  ];
  const institutionName = recordText(
    institution.name,
    institution.original_language,
    institution.translations as Translations,
    "name",
  );
  const oaiRecord = (prefix: string) =>
    `${base}/oai?verb=GetRecord&metadataPrefix=${prefix}&identifier=${encodeURIComponent(`oai:${new URL(base).hostname}:${item.public_id}`)}`;
  return buildManifest({
    id: manifestUrl(base, item.public_id),
    ...described,
    rights: rightsUri(allRights),
    requiredStatement: { label: labelMap("heldBy"), value: institutionName },
    homepage: { id: `${base}/resources/items/${encodeURIComponent(item.slug)}`, label: labelMap("itemPage") },
    provider: providerOf(base, institution, institutionName),
    seeAlso: [
      {
        id: oaiRecord("oai_dc"),
        label: labelMap("oaiRecord"),
        profile: "http://www.openarchives.org/OAI/2.0/oai_dc/",
      },
      {
        id: oaiRecord("oai_qdc"),
        label: labelMap("oaiQualifiedRecord"),
        profile: "http://worldcat.org/xmlschemas/qdc-1.0/",
      },
    ],
    images,
  });
}

/**
 * The holding institution as the manifest's provider: its own website when it has one, else its
 * page here (museums have one); the id is that address, the institution being known by it.
 */
function providerOf(
  base: string,
  institution: { kind: string; slug: string; website: string | null; public_id: string },
  label: InternationalString,
) {
  const page =
    institution.website && /^https?:\/\//.test(institution.website)
      ? institution.website
      : institution.kind === "museum"
        ? `${base}/resources/museums/${encodeURIComponent(institution.slug)}`
        : null;
  return {
    id: page ?? `${base}/resources#institution-${institution.public_id}`,
    label,
    ...(page ? { homepage: { id: page, label: labelMap("institutionPage") } } : {}),
  };
}

/** The Collection of a published collection: its public items that have a picture, or null. */
export async function collectionDocument(db: Db, base: string, publicId: string) {
  const [found] = await db
    .select({ collection: collections, institution: institutions })
    .from(collections)
    .innerJoin(institutions, eq(institutions.id, collections.institution_id))
    .where(
      and(
        eq(collections.public_id, publicId),
        eq(collections.published, true),
        isNull(collections.deleted_at),
      ),
    );
  if (!found) return null;
  const { collection, institution } = found;
  const members = await db
    .select({ item: items })
    .from(items)
    .innerJoin(collections, eq(collections.id, items.collection_id))
    .where(
      and(
        eq(items.collection_id, collection.id),
        // Only what everyone may see: public items with a public picture (decision 162).
        openToAll(),
        exists(
          db
            .select({ id: itemMedia.id })
            .from(itemMedia)
            .where(
              and(
                eq(itemMedia.item_id, items.id),
                eq(itemMedia.kind, "image"),
                eq(itemMedia.access, "public"),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(items.id));
  const text = (field: "title" | "description") =>
    recordText(
      collection[field],
      collection.original_language,
      collection.translations as Translations,
      field,
    );
  return buildCollection({
    id: collectionUrl(base, collection.public_id),
    label: text("title"),
    summary: text("description"),
    requiredStatement: {
      label: labelMap("heldBy"),
      value: recordText(
        institution.name,
        institution.original_language,
        institution.translations as Translations,
        "name",
      ),
    },
    items: members.map(({ item }) => ({
      id: manifestUrl(base, item.public_id),
      type: "Manifest" as const,
      label: recordText(item.dc_title[0], item.original_language, item.translations as Translations, "title"),
    })),
  });
}
