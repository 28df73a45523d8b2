import {
  ACCESS_LEVELS,
  INSTITUTION_KINDS,
  ITEM_TYPES,
  type ItemTranslations,
  MEDIA_KINDS,
  type RecordTranslations,
} from "@heritage/domain/collections-model";
import { MUSEUM_CATEGORIES } from "@heritage/domain/constants";
import { LANGUAGES } from "@heritage/domain/languages";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { originalLanguageCheck, trigramIndex } from "./translations.ts";

/**
 * The digital repository (decision 110): institutions hold collections, collections hold
 * items described with the fifteen Dublin Core elements, items carry media. Every record has a
 * `public_id` that never changes (OAI-PMH identifiers, IIIF ids, CSV round trips) and a `slug` for
 * its URL. Deleting keeps a tombstone (`deleted_at`) so that harvesters learn of it (OAI-PMH).
 * `version` rises on every update (trigger, decision 075) and `updated_at` with it.
 */

/**
 * Millisecond precision, like a JavaScript Date: a (updated_at, id) cursor read back from a row
 * then compares equal to the stored value (microseconds would repeat rows across pages).
 */
/** SPEC §9's museum categories without the list's "All" chip. */
const MUSEUM_CATEGORY_VALUES = MUSEUM_CATEGORIES.filter((c) => c !== "All") as [
  Exclude<(typeof MUSEUM_CATEGORIES)[number], "All">,
  ...Exclude<(typeof MUSEUM_CATEGORIES)[number], "All">[],
];

const ms = { withTimezone: true, precision: 3 } as const;
const timestamps = () => ({
  created_at: timestamp("created_at", ms).notNull().defaultNow(),
  updated_at: timestamp("updated_at", ms).notNull().defaultNow(),
  deleted_at: timestamp("deleted_at", ms),
});

const recordIdentity = () => ({
  id: serial("id").primaryKey(),
  public_id: uuid("public_id").notNull().defaultRandom(),
  slug: text("slug").notNull(),
  version: integer("version").notNull().default(1),
});

const recordLanguage = () => ({
  original_language: text("original_language", { enum: LANGUAGES }).notNull().default("en"),
  translations: jsonb("translations").$type<RecordTranslations>().notNull().default({}),
});

const slugCheck = (table: string) =>
  check(`${table}_slug_check`, sql.raw(`"slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length("slug") <= 120`));

export const institutions = pgTable(
  "institutions",
  {
    ...recordIdentity(),
    kind: text("kind", { enum: INSTITUTION_KINDS }).notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    place_name: text("place_name"),
    website: text("website"),
    /** What a museum's page shows (decision 114): its category (SPEC §9's museum list), visit facts, cover. */
    category: text("category", { enum: MUSEUM_CATEGORY_VALUES }),
    opening_hours: text("opening_hours").notNull().default(""),
    long_description: text("long_description").notNull().default(""),
    /** The cover picture and its thumbnail as /media/ URLs. */
    image: text("image"),
    thumbnail: text("thumbnail"),
    /** The order of the museums list (then by name). */
    position: integer("position").notNull().default(0),
    ...recordLanguage(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("institutions_public_id_key").on(t.public_id),
    uniqueIndex("institutions_slug_key").on(t.slug),
    index("institutions_kind_idx").on(t.kind, t.position),
    check(
      "institutions_kind_check",
      sql.raw(`"kind" in (${INSTITUTION_KINDS.map((k) => `'${k}'`).join(", ")})`),
    ),
    check(
      "institutions_category_check",
      sql.raw(
        `"category" is null or "category" in (${MUSEUM_CATEGORY_VALUES.map((c) => `'${c}'`).join(", ")})`,
      ),
    ),
    slugCheck("institutions"),
    originalLanguageCheck("institutions"),
  ],
);

export const collections = pgTable(
  "collections",
  {
    ...recordIdentity(),
    institution_id: integer("institution_id")
      .notNull()
      .references(() => institutions.id),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    published: boolean("published").notNull().default(false),
    ...recordLanguage(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("collections_public_id_key").on(t.public_id),
    uniqueIndex("collections_slug_key").on(t.slug),
    index("collections_institution_idx").on(t.institution_id),
    slugCheck("collections"),
    originalLanguageCheck("collections"),
  ],
);

/**
 * A community whose members may see the items kept for it (cultural protocols, decision
 * 162): people ask to join; an admin or one of its stewards approves them (protocols.ts).
 */
export const communities = pgTable(
  "communities",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    ...recordLanguage(),
    created_at: timestamp("created_at", ms).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("communities_slug_key").on(t.slug),
    slugCheck("communities"),
    originalLanguageCheck("communities"),
  ],
);

const accessCheck = (table: string) =>
  check(`${table}_access_check`, sql.raw(`"access" in (${ACCESS_LEVELS.map((k) => `'${k}'`).join(", ")})`));

/** One text[] column per Dublin Core element (`dc_title`, `dc_creator`, …), values in their order. */
const dcValues = (name: string) => text(name).array().notNull().default(sql`'{}'`);

const dcColumns = {
  dc_title: dcValues("dc_title"),
  dc_creator: dcValues("dc_creator"),
  dc_subject: dcValues("dc_subject"),
  dc_description: dcValues("dc_description"),
  dc_publisher: dcValues("dc_publisher"),
  dc_contributor: dcValues("dc_contributor"),
  dc_date: dcValues("dc_date"),
  dc_type: dcValues("dc_type"),
  dc_format: dcValues("dc_format"),
  dc_identifier: dcValues("dc_identifier"),
  dc_source: dcValues("dc_source"),
  dc_language: dcValues("dc_language"),
  dc_relation: dcValues("dc_relation"),
  dc_coverage: dcValues("dc_coverage"),
  dc_rights: dcValues("dc_rights"),
};

export const items = pgTable(
  "items",
  {
    ...recordIdentity(),
    type: text("type", { enum: ITEM_TYPES }).notNull(),
    collection_id: integer("collection_id")
      .notNull()
      .references(() => collections.id),
    /** The holding institution; by default the collection's. */
    institution_id: integer("institution_id")
      .notNull()
      .references(() => institutions.id),
    ...dcColumns,
    /** The community of origin (e.g. the potters of Gatagara), in the original language. */
    community: text("community"),
    place_name: text("place_name"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    /** A period in words ("Kingdom of Rwanda, 19th century"); DC's date holds exact dates. */
    period: text("period"),
    featured: boolean("featured").notNull().default(false),
    published: boolean("published").notNull().default(false),
    /**
     * Who may see the item (decision 162): public; community (approved members of `community_id`);
     * restricted (the people of item_viewers). Admins and the item's creator always may.
     */
    access: text("access", { enum: ACCESS_LEVELS }).notNull().default("public"),
    community_id: integer("community_id").references(() => communities.id, { onDelete: "restrict" }),
    /** Sacred or secret knowledge: never public (checked in SQL). */
    sacred: boolean("sacred").notNull().default(false),
    /**
     * Whether the public could ever see it (set by a trigger on every write): OAI-PMH reports a
     * withdrawn item as deleted only if harvesters may have seen it, never one that was always hidden.
     */
    ever_public: boolean("ever_public").notNull().default(false),
    /** When the item was first published (the repository's "newest" order). */
    published_at: timestamp("published_at", ms),
    original_language: text("original_language", { enum: LANGUAGES }).notNull().default("en"),
    translations: jsonb("translations").$type<ItemTranslations>().notNull().default({}),
    /**
     * Search texts written with every save (collections/item-search-text.ts): `title_text` holds
     * every title in every language (typo matching and rank), `search_text` every searched DC value,
     * community, place and period in every language. Lower-cased.
     */
    title_text: text("title_text").notNull().default(""),
    search_text: text("search_text").notNull().default(""),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("items_public_id_key").on(t.public_id),
    uniqueIndex("items_slug_key").on(t.slug),
    check("items_type_check", sql.raw(`"type" in (${ITEM_TYPES.map((k) => `'${k}'`).join(", ")})`)),
    check("items_title_required", sql`cardinality(${t.dc_title}) >= 1`),
    check(
      "items_coordinates_check",
      sql`(${t.latitude} is null) = (${t.longitude} is null) and (${t.latitude} is null or (${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180))`,
    ),
    slugCheck("items"),
    originalLanguageCheck("items"),
    accessCheck("items"),
    check("items_sacred_never_public", sql`not (${t.sacred} and ${t.access} = 'public')`),
    check("items_community_access", sql`${t.access} <> 'community' or ${t.community_id} is not null`),
    index("items_collection_idx").on(t.collection_id, t.id),
    index("items_institution_idx").on(t.institution_id, t.id),
    index("items_type_idx").on(t.type, t.id),
    index("items_community_idx").on(t.community),
    index("items_period_idx").on(t.period),
    index("items_community_id_idx").on(t.community_id),
    /** OAI-PMH harvests by datestamp, deletions included. */
    index("items_updated_idx").on(t.updated_at, t.id),
    index("items_published_at_idx").on(t.published_at, t.id),
    index("items_dc_language_idx").using("gin", t.dc_language),
    trigramIndex("items_title_text_trgm_idx", t.title_text),
    trigramIndex("items_search_text_trgm_idx", t.search_text),
  ],
);

export const itemMedia = pgTable(
  "item_media",
  {
    id: serial("id").primaryKey(),
    public_id: uuid("public_id").notNull().defaultRandom(),
    item_id: integer("item_id")
      .notNull()
      .references(() => items.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: MEDIA_KINDS }).notNull(),
    /**
     * The stored file, relative to the media directory (served under /media/): `items/<uuid>.<ext>`.
     * For an image it is the full-resolution master (JPEG, metadata stripped), the IIIF source.
     */
    key: text("key").notNull(),
    /** Images only: the 1600-px WebP shown on pages and its 400-px thumbnail. */
    preview_key: text("preview_key"),
    thumbnail_key: text("thumbnail_key"),
    mime: text("mime").notNull(),
    bytes: integer("bytes").notNull(),
    width: integer("width"),
    height: integer("height"),
    position: integer("position").notNull().default(0),
    caption: text("caption").notNull().default(""),
    /**
     * Sound and video only: a WebVTT file of captions or a transcript (`items/<uuid>.vtt`), shown as
     * the player's `<track kind="captions">` (decision 118).
     */
    captions_key: text("captions_key"),
    /** Who may see this file (decision 162), on top of who may see its item. */
    access: text("access", { enum: ACCESS_LEVELS }).notNull().default("public"),
    /** The rights statement shown beside the file (falls back to the item's dc_rights when blank). */
    rights: text("rights").notNull().default(""),
    original_language: text("original_language", { enum: LANGUAGES }).notNull().default("en"),
    /** `{ "fr": { "caption": "…", "rights": "…" } }` */
    translations: jsonb("translations").$type<RecordTranslations>().notNull().default({}),
    created_at: timestamp("created_at", ms).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("item_media_public_id_key").on(t.public_id),
    uniqueIndex("item_media_key_key").on(t.key),
    index("item_media_item_idx").on(t.item_id, t.position),
    check("item_media_kind_check", sql.raw(`"kind" in (${MEDIA_KINDS.map((k) => `'${k}'`).join(", ")})`)),
    check("item_media_captions_kind", sql`${t.captions_key} is null or ${t.kind} in ('audio', 'video')`),
    check("item_media_image_size", sql`${t.kind} <> 'image' or (${t.width} > 0 and ${t.height} > 0)`),
    originalLanguageCheck("item_media"),
    accessCheck("item_media"),
  ],
);
