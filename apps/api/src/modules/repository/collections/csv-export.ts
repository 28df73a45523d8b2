import { Readable } from "node:stream";
import { CSV_COLUMNS } from "@heritage/domain/collections-csv";
import type { ItemQuery } from "@heritage/domain/collections-query";
import { stringify } from "csv-stringify/sync";
import { and, asc, eq, gt } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { collections, institutions, items } from "../../../db/schema/collections.ts";
import { ADMIN } from "../protocols/visibility.ts";
import { itemCells } from "./csv-cells.ts";
import { loadCommunities, protocolCells, protocolsOf } from "./csv-protocol.ts";
import { itemConditions } from "./item-filters.ts";

/** Items read per query while exporting: the file streams out page by page, never whole in memory. */
const PAGE = 1_000;

/**
 * The items the admin list's filters select, as CSV (decision 113): a UTF-8 BOM (Excel reads the
 * file as UTF-8 only with it; the import skips it), the header, then one row per item in creation
 * order, read by keyset on the item id, each with its protocol (who may see it, csv-protocol.ts).
 */
export function exportItemsCsv(db: Db, query: ItemQuery): Readable {
  async function* lines() {
    yield `\ufeff${stringify([CSV_COLUMNS as string[]])}`;
    const known = await loadCommunities(db);
    let after = 0;
    for (;;) {
      const rows = await db
        .select({ item: items, collection: collections.slug, institution: institutions.slug })
        .from(items)
        .innerJoin(collections, eq(collections.id, items.collection_id))
        .innerJoin(institutions, eq(institutions.id, items.institution_id))
        .where(and(itemConditions(query, true, undefined, ADMIN), gt(items.id, after)))
        .orderBy(asc(items.id))
        .limit(PAGE);
      if (rows.length === 0) return;
      const protocols = await protocolsOf(
        db,
        rows.map((row) => row.item),
        known,
      );
      yield stringify(
        rows.map((row) =>
          itemCells(row.item, row.collection, row.institution, protocolCells(protocols.get(row.item.id)!)),
        ),
      );
      after = rows[rows.length - 1]!.item.id;
      if (rows.length < PAGE) return;
    }
  }
  return Readable.from(lines());
}
