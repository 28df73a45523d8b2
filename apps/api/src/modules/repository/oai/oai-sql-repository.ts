import { LANGUAGES } from "@heritage/domain/languages";
import type { LabelCode } from "@heritage/domain/local-contexts-labels";
import { and, asc, count, eq, gte, lt, min, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { collections, items } from "../../../db/schema/collections.ts";
import { isUuid } from "../../../lib/http-schemas.ts";
import type { ItemRow } from "../collections/item-values.ts";
import { listPublishedCollections } from "../collections/publication-reads.ts";
import { labelsOf } from "../protocols/item-protocol-service.ts";
import { itemVisibleTo, VISITOR } from "../protocols/visibility.ts";
import type { DcValue, OaiItem, OaiListQuery, OaiRepository } from "./oai-repository.ts";
import { recordStatements } from "./oai-statements.ts";

/**
 * An item's datestamp: the later of its own change and its collection's. Unpublishing or deleting a
 * collection withdraws its items (they become deleted records), so that change must reach
 * incremental harvests too; a renamed collection re-sends its items, which is harmless.
 */
const datestamp = sql<string>`greatest(${items.updated_at}, ${collections.updated_at})`;

/**
 * Withdrawn from the public: deleted, unpublished, in a collection that is, or no longer public
 * under the cultural protocols (decision 162) — the one visibility rule, read for a visitor.
 */
const withdrawn = sql<boolean>`(not (${itemVisibleTo(VISITOR)}))`;

/** Keyset position "<datestamp ISO>|<item id>" (datestamps have millisecond precision, like Date). */
const POSITION = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|(\d{1,10})$/;

const asDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

/**
 * OAI-PMH over the collections tables (decision 110): every item the public could ever see is a
 * record (an item always hidden by its protocol is none, not even deleted: decision 162); those
 * withdrawn since are deleted records (deletedRecord: persistent, the rows are kept
 * as tombstones). Sets are the published collections, by their public id. Pages are read by
 * keyset on (datestamp, id), so a page costs the same at any depth.
 */
export function sqlOaiRepository(db: Db, options: { itemPageUrl: (slug: string) => string }): OaiRepository {
  const everPublished = eq(items.ever_public, true);

  function conditions(query: Omit<OaiListQuery, "limit" | "withMetadata">): SQL | undefined {
    const position = query.after ? POSITION.exec(query.after) : null;
    return and(
      everPublished,
      query.from ? gte(datestamp, sql`${query.from.toISOString()}::timestamptz`) : undefined,
      query.until ? lt(datestamp, sql`${query.until.toISOString()}::timestamptz`) : undefined,
      // A set that is no collection's public id matches nothing (noRecordsMatch), not an SQL error.
      query.set !== undefined
        ? isUuid(query.set)
          ? eq(collections.public_id, query.set)
          : sql`false`
        : undefined,
      position
        ? sql`(${datestamp}, ${items.id}) > (${position[1]}::timestamptz, ${Number(position[2])})`
        : undefined,
    );
  }

  function toItem(
    row: {
      item: ItemRow;
      stamp: unknown;
      withdrawn: boolean;
      set: string;
      collectionTitle: string;
      collectionLanguage: string;
      collectionTranslations: Partial<Record<string, { title?: string }>>;
    },
    withMetadata: boolean,
    labels: Map<number, LabelCode[]>,
  ): OaiItem {
    const stamp = asDate(row.stamp);
    return {
      id: row.item.public_id,
      datestamp: stamp,
      deleted: row.withdrawn,
      setSpecs: [row.set],
      dc:
        withMetadata && !row.withdrawn
          ? recordStatements(row.item, {
              pageUrl: options.itemPageUrl(row.item.slug),
              labels: labels.get(row.item.id) ?? [],
              collection: {
                title: row.collectionTitle,
                originalLanguage: row.collectionLanguage,
                translations: row.collectionTranslations,
              },
            })
          : [],
      position: `${stamp.toISOString()}|${row.item.id}`,
    };
  }

  const selection = {
    item: items,
    stamp: datestamp,
    withdrawn,
    set: collections.public_id,
    collectionTitle: collections.title,
    collectionLanguage: collections.original_language,
    collectionTranslations: collections.translations,
  };

  return {
    async earliestDatestamp() {
      const [row] = await db
        .select({ earliest: min(datestamp) })
        .from(items)
        .innerJoin(collections, eq(collections.id, items.collection_id))
        .where(everPublished);
      return row?.earliest ? asDate(row.earliest) : null;
    },

    async listSets() {
      const rows = await listPublishedCollections(db);
      return rows.map(({ collection }) => {
        const description: DcValue[] = [];
        const texts = (language: string) =>
          language === collection.original_language
            ? { title: collection.title, description: collection.description }
            : (collection.translations[language as (typeof LANGUAGES)[number]] ?? {});
        for (const field of ["title", "description"] as const) {
          for (const language of LANGUAGES) {
            const value = texts(language)[field];
            if (value) description.push({ element: field, value, lang: language });
          }
        }
        return { spec: collection.public_id, name: collection.title, description };
      });
    },

    async list(query) {
      const where = conditions(query);
      const rows = await db
        .select(selection)
        .from(items)
        .innerJoin(collections, eq(collections.id, items.collection_id))
        .where(where)
        .orderBy(asc(datestamp), asc(items.id))
        .limit(query.limit);
      const [total] = await db
        .select({ n: count() })
        .from(items)
        .innerJoin(collections, eq(collections.id, items.collection_id))
        .where(where);
      const labels = query.withMetadata
        ? await labelsOf(
            db,
            rows.map((row) => row.item.id),
          )
        : new Map();
      return {
        items: rows.map((row) => toItem(row, query.withMetadata, labels)),
        total: Number(total?.n ?? 0),
      };
    },

    async get(id) {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select(selection)
        .from(items)
        .innerJoin(collections, eq(collections.id, items.collection_id))
        .where(and(everPublished, eq(items.public_id, id)));
      return row ? toItem(row, true, await labelsOf(db, [row.item.id])) : null;
    },
  };
}
