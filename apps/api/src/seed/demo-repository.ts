import type { ItemTranslations, RecordTranslations } from "@heritage/domain/collections-model";
import { DC_ELEMENTS } from "@heritage/domain/collections-model";
import type { Language } from "@heritage/domain/languages";
import { inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { collections, institutions, itemMedia, items } from "../db/schema/collections.ts";
import { institutionExhibitions } from "../db/schema/exhibitions.ts";
import { itemColumns } from "../modules/repository/collections/item-rows.ts";
import type { DcValues } from "../modules/repository/collections/item-values.ts";
import { DEMO_ARTWORKS } from "./content-artworks.ts";
import { DEMO_FIGURES } from "./content-figures.ts";
import { DEMO_BOOKS } from "./content-library.ts";
import { DEMO_MUSEUMS } from "./content-museums.ts";
import { recordTranslations, museumTranslations as translated } from "./content-translations/index.ts";
import type { DemoMedia } from "./demo-pictures.ts";

/**
 * The demo artworks, museums (their objects, gallery pictures and exhibitions), books and figures,
 * written straight into the repository's model (decisions 123, 114, 125): institutions, their
 * collections, items with their image, and the museums' exhibitions. The mapping is the one
 * migrations 0021 and 0070 applied to the old content tables, which migration 0130 dropped.
 */

type Texts = Partial<Record<Language, Record<string, string>>>;

/** `{fr: {name: "…"}}` with `{name: "title"}` → `{fr: {title: "…"}}`; blank texts are left out. */
function renamed(texts: Texts, fields: Record<string, string>): RecordTranslations {
  const result: Record<string, Record<string, string>> = {};
  for (const [language, values] of Object.entries(texts)) {
    const kept = Object.entries(fields).filter(([from]) => (values?.[from] ?? "") !== "");
    if (kept.length > 0)
      result[language] = Object.fromEntries(kept.map(([from, to]) => [to, values![from]!]));
  }
  return result as RecordTranslations;
}

/** jsonb's own key order (shorter keys first, then by their bytes): what a row reads back in. */
const jsonbOrder = ([a]: [string, unknown], [b]: [string, unknown]) =>
  a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

/**
 * The same for an item, whose translated fields hold lists of values, in the order the database
 * gives them back, so that the search columns written now equal what searchTextsOf() makes of the
 * stored row.
 */
function itemTexts(texts: Texts, fields: Record<string, string>): ItemTranslations {
  const flat = renamed(texts, fields) as Record<string, Record<string, string>>;
  return Object.fromEntries(
    Object.entries(flat)
      .sort(jsonbOrder)
      .map(([language, values]) => [
        language,
        Object.fromEntries(
          Object.entries(values)
            .sort(jsonbOrder)
            .map(([key, value]) => [key, [value]]),
        ),
      ]),
  ) as ItemTranslations;
}

/** A title as a slug: folded to ASCII lower case, words joined by '-', at most 80 characters. */
export function demoSlug(title: string): string {
  const folded = title.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
  const slug = folded
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
  return slug || "item";
}

const ILLUSTRATION_RIGHTS = {
  rights: "Illustration drawn for this platform's demonstration; CC BY 4.0.",
  translations: {
    rw: { rights: "Igishushanyo cyakorewe kumurika uru rubuga; CC BY 4.0." },
    fr: { rights: "Illustration dessinée pour la démonstration de cette plateforme ; CC BY 4.0." },
  },
};

const PLATFORM = {
  slug: "digital-heritage-platform",
  kind: "archive" as const,
  name: "Digital Heritage Platform",
  description:
    "The platform's own holdings: contemporary Rwandan art and notes on the figures of Rwanda's history.",
  translations: {
    rw: {
      name: "Urubuga rw'Umurage Ndangamuco",
      description:
        "Ibyo urubuga rubitse ubwarwo: ubugeni nyarwanda bw'iki gihe n'inyandiko ku bantu b'amateka y'u Rwanda.",
    },
    fr: {
      name: "Plateforme du patrimoine numérique",
      description:
        "Les fonds propres de la plateforme : art rwandais contemporain et notices sur les figures de l'histoire du Rwanda.",
    },
  },
};

const LIBRARY = {
  slug: "heritage-library",
  kind: "library" as const,
  name: "Heritage Library",
  description: "Books on Rwandan stories, crafts and history.",
  translations: {
    rw: { name: "Isomero ry'Umurage", description: "Ibitabo ku nkuru, ubukorikori n'amateka by'u Rwanda." },
    fr: {
      name: "Bibliothèque du patrimoine",
      description: "Des livres sur les récits, l'artisanat et l'histoire du Rwanda.",
    },
  },
};

export const DEMO_GALLERY_SLUG = "rwandan-art-gallery";

const GALLERY = {
  slug: DEMO_GALLERY_SLUG,
  title: "Gallery of Rwandan art",
  description: "Paintings, crafts and photographs of dance, land, history and festivals by Rwandan artists.",
  translations: {
    rw: {
      title: "Ububiko bw'ubugeni nyarwanda",
      description:
        "Amashusho, ubukorikori n'amafoto y'imbyino, igihugu, amateka n'iminsi mikuru by'abahanzi nyarwanda.",
    },
    fr: {
      title: "Galerie d'art rwandais",
      description:
        "Peintures, artisanat et photographies de danse, de paysages, d'histoire et de fêtes par des artistes rwandais.",
    },
  },
};

const BOOKS = {
  slug: "heritage-library-books",
  title: "Books",
  description: "Folk tales, novels and studies of Rwandan crafts and history.",
  translations: {
    rw: {
      title: "Ibitabo",
      description: "Imigani, inkuru ndende n'ubushakashatsi ku bukorikori n'amateka by'u Rwanda.",
    },
    fr: { title: "Livres", description: "Contes, romans et études sur l'artisanat et l'histoire du Rwanda." },
  },
};

const FIGURES = {
  slug: "figures-of-rwandan-history",
  title: "Figures of Rwanda's history",
  description: "Short notes on kings, scholars and others who shaped Rwanda's history.",
  translations: {
    rw: {
      title: "Abantu b'amateka y'u Rwanda",
      description: "Inyandiko ngufi ku bami, abahanga n'abandi bagize uruhare mu mateka y'u Rwanda.",
    },
    fr: {
      title: "Figures de l'histoire du Rwanda",
      description:
        "Courtes notices sur des rois, des savants et d'autres personnes qui ont marqué l'histoire du Rwanda.",
    },
  },
};

/** One demo record as an item, before its collection and slug are known. */
interface DemoItem {
  type: (typeof items.$inferInsert)["type"];
  collection: string;
  dc: Partial<DcValues> & { title: string[] };
  community?: string;
  period?: string;
  featured?: boolean;
  published_at: Date;
  translations: ItemTranslations;
  picture: DemoMedia;
  thumbnail?: string;
  /** The platform's drawings carry their own statement; artworks fall back to dc:rights. */
  drawn: boolean;
}

const dcOf = (values: DemoItem["dc"]): DcValues =>
  Object.fromEntries(DC_ELEMENTS.map((element) => [element, values[element] ?? []])) as DcValues;

export interface DemoAreas {
  gallery: boolean;
  museum: boolean;
  library: boolean;
}

/**
 * Writes the demo records of the given areas into the repository, in the caller's transaction.
 * `picture(key)` is the drawn picture of a content key (content-picture-list.ts).
 */
export async function seedDemoRepository(
  tx: Db,
  areas: DemoAreas,
  picture: (key: string) => DemoMedia,
  ago: (days: number) => Date,
  now: Date,
): Promise<void> {
  const institutionIds = new Map<string, number>();
  const addInstitutions = async (rows: (typeof institutions.$inferInsert)[]) => {
    if (rows.length === 0) return;
    const inserted = await tx
      .insert(institutions)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: institutions.id, slug: institutions.slug });
    for (const row of inserted) institutionIds.set(row.slug, row.id);
    const missing = rows.map((row) => row.slug).filter((slug) => !institutionIds.has(slug));
    if (missing.length === 0) return;
    const existing = await tx
      .select({ id: institutions.id, slug: institutions.slug })
      .from(institutions)
      .where(inArray(institutions.slug, missing));
    for (const row of existing) institutionIds.set(row.slug, row.id);
  };
  const { slug: _p, ...platform } = PLATFORM;
  const { slug: _l, ...library } = LIBRARY;
  await addInstitutions([
    ...(areas.gallery || areas.museum ? [{ slug: PLATFORM.slug, ...platform }] : []),
    ...(areas.library ? [{ slug: LIBRARY.slug, ...library }] : []),
    ...(areas.museum
      ? DEMO_MUSEUMS.map((museum, position) => {
          const image = picture(`museum:${museum.slug}`);
          return {
            slug: museum.slug,
            kind: "museum" as const,
            name: museum.name,
            description: museum.description,
            place_name: museum.location,
            category: museum.category,
            opening_hours: "9:00 AM - 5:00 PM",
            long_description: museum.long_description,
            image: image.url,
            thumbnail: image.thumbnail_url,
            position,
            translations: renamed(translated.museum(museum.slug), {
              name: "name",
              description: "description",
              location: "place_name",
              long_description: "long_description",
            }),
          };
        })
      : []),
  ]);

  const collectionIds = new Map<string, { id: number; institution_id: number }>();
  const collectionRows = [
    ...(areas.museum
      ? DEMO_MUSEUMS.map((museum) => ({
          slug: `${museum.slug}-collection`,
          institution: museum.slug,
          title: museum.name,
          description: museum.description,
          translations: renamed(translated.museum(museum.slug), {
            name: "title",
            description: "description",
          }),
        }))
      : []),
    ...(areas.gallery ? [{ ...GALLERY, institution: PLATFORM.slug }] : []),
    ...(areas.library ? [{ ...BOOKS, institution: LIBRARY.slug }] : []),
    ...(areas.museum ? [{ ...FIGURES, institution: PLATFORM.slug }] : []),
  ];
  if (collectionRows.length > 0) {
    const inserted = await tx
      .insert(collections)
      .values(
        collectionRows.map(({ institution, ...row }) => ({
          ...row,
          institution_id: institutionIds.get(institution)!,
          published: true,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: collections.id, slug: collections.slug, institution_id: collections.institution_id });
    for (const row of inserted) collectionIds.set(row.slug, row);
  }

  const demo: DemoItem[] = [];
  if (areas.gallery) {
    for (const artwork of DEMO_ARTWORKS) {
      demo.push({
        type: "artwork",
        collection: GALLERY.slug,
        dc: {
          title: [artwork.title],
          creator: [artwork.artist],
          subject: [artwork.category],
          description: [artwork.description],
          date: [String(artwork.year)],
          type: ["Image"],
          format: [artwork.medium],
          rights: [artwork.rights],
        },
        community: artwork.origin,
        featured: artwork.featured ?? false,
        published_at: ago(artwork.added_days_ago),
        translations: itemTexts(recordTranslations("artworks", artwork.title), {
          title: "title",
          description: "description",
        }),
        picture: picture(`artwork:${artwork.title}`),
        drawn: false,
      });
    }
  }
  if (areas.museum) {
    for (const museum of DEMO_MUSEUMS) {
      for (const artifact of museum.artifacts) {
        demo.push({
          type: "object",
          collection: `${museum.slug}-collection`,
          dc: {
            title: [artifact.name],
            subject: [artifact.category],
            description: artifact.description ? [artifact.description] : [],
            type: ["PhysicalObject"],
          },
          period: artifact.historical_period,
          published_at: now,
          translations: itemTexts(translated.artifact(museum.slug, artifact.name), {
            name: "title",
            description: "description",
            historical_period: "period",
          }),
          picture: picture(`artifact:${museum.slug}:${artifact.name}`),
          drawn: true,
        });
      }
    }
    for (const museum of DEMO_MUSEUMS) {
      museum.gallery.forEach(({ caption }, position) => {
        demo.push({
          type: "photograph",
          collection: `${museum.slug}-collection`,
          dc: { title: [caption], type: ["StillImage"] },
          published_at: now,
          translations: itemTexts(translated.gallery(museum.slug, position), { caption: "title" }),
          picture: picture(`gallery:${museum.slug}:${position}`),
          drawn: true,
        });
      });
    }
  }
  if (areas.library) {
    for (const book of DEMO_BOOKS) {
      demo.push({
        type: "book",
        collection: BOOKS.slug,
        dc: {
          title: [book.title],
          creator: [book.author],
          description: book.description ? [book.description] : [],
          type: ["Text"],
          language: ["en"],
        },
        featured: book.is_new,
        published_at: now,
        translations: itemTexts(recordTranslations("books", book.title), {
          title: "title",
          description: "description",
        }),
        picture: picture(`book:${book.title}`),
        drawn: true,
      });
    }
  }
  if (areas.museum) {
    const museumNames = new Map(DEMO_MUSEUMS.map((museum) => [museum.slug, museum.name]));
    for (const figure of DEMO_FIGURES) {
      const museum = museumNames.get(figure.museum);
      const image = picture(`figure:${figure.name}`);
      demo.push({
        type: "document",
        collection: FIGURES.slug,
        // A figure's note relates to the museum that tells its story (decision 114).
        dc: {
          title: [figure.name],
          subject: [figure.name],
          description: figure.description ? [figure.description] : [],
          type: ["Text"],
          relation: museum ? [museum] : [],
        },
        period: figure.era,
        published_at: now,
        translations: itemTexts(recordTranslations("figures", figure.name), {
          description: "description",
          era: "period",
        }),
        picture: image,
        // A figure's portrait has no thumbnail of its own: the picture is small already.
        thumbnail: image.url,
        drawn: true,
      });
    }
  }
  await insertDemoItems(tx, demo, collectionIds);

  if (areas.museum) {
    const exhibitions = DEMO_MUSEUMS.flatMap((museum) =>
      museum.exhibitions.map(({ featured, ...exhibition }, position) => ({
        ...exhibition,
        featured: featured ?? false,
        position,
        institution_id: institutionIds.get(museum.slug)!,
        translations: renamed(translated.exhibition(museum.slug, exhibition.title), {
          title: "title",
          description: "description",
          duration: "duration",
        }),
      })),
    );
    if (exhibitions.length > 0) await tx.insert(institutionExhibitions).values(exhibitions);
  }
}

/** The items with their image, slugs from their titles (numbered when two, or a stored one, would share one). */
async function insertDemoItems(
  tx: Db,
  demo: readonly DemoItem[],
  collectionIds: ReadonlyMap<string, { id: number; institution_id: number }>,
) {
  const placed = demo.filter((item) => collectionIds.has(item.collection));
  if (placed.length === 0) return;
  const bases = placed.map((item) => demoSlug(item.dc.title[0]!));
  const taken = new Set(
    (
      await tx
        .select({ slug: items.slug })
        .from(items)
        .where(inArray(items.slug, [...new Set(bases)]))
    ).map((row) => row.slug),
  );
  const seen = new Map<string, number>();
  const rows = placed.map((item, index) => {
    const base = bases[index]!;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    const slug = n > 1 || taken.has(base) ? `${base}-${n + 1}` : base;
    const collection = collectionIds.get(item.collection)!;
    return {
      ...itemColumns({
        type: item.type,
        collection_id: collection.id,
        institution_id: collection.institution_id,
        slug,
        dc: dcOf(item.dc),
        community: item.community ?? null,
        place_name: null,
        latitude: null,
        longitude: null,
        period: item.period ?? null,
        featured: item.featured ?? false,
        published: true,
        original_language: "en",
        translations: item.translations,
      }),
      published_at: item.published_at,
    };
  });
  const inserted = await tx.insert(items).values(rows).returning({ id: items.id });
  const key = (url: string) => url.replace(/^\/media\//, "");
  await tx.insert(itemMedia).values(
    placed.map((item, index) => ({
      item_id: inserted[index]!.id,
      kind: "image" as const,
      key: key(item.picture.url),
      preview_key: key(item.picture.url),
      thumbnail_key: key(item.thumbnail ?? item.picture.thumbnail_url),
      mime: "image/webp",
      bytes: item.picture.bytes,
      width: item.picture.width,
      height: item.picture.height,
      position: 0,
      ...(item.drawn ? ILLUSTRATION_RIGHTS : { rights: "" }),
    })),
  );
}
