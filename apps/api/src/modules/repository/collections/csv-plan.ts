import type { ImportError, ProtocolChange } from "@heritage/domain/collections-csv";
import { messagesIn } from "@heritage/domain/i18n/server-messages";
import type { Language } from "@heritage/domain/languages";
import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { collections, institutions, items } from "../../../db/schema/collections.ts";
import { isUuid } from "../../../lib/http-schemas.ts";
import { applyCells } from "./csv-cells.ts";
import {
  applyProtocolCells,
  checkProtocol,
  loadCommunities,
  loadViewers,
  NEW_ITEM_PROTOCOL,
  namedViewers,
  type ProtocolWrite,
  protocolChanges,
  protocolsOf,
} from "./csv-protocol.ts";
import type { CsvRow, CsvSheet, PendingError } from "./csv-read.ts";
import { emptyDraft, type Places, sameItem, toDraft } from "./csv-records.ts";
import { checkDraft, chooseSlug, dropRepeats } from "./csv-row-checks.ts";
import type { ItemFields } from "./item-rows.ts";
import type { ItemRow } from "./item-values.ts";

/**
 * What an import of a checked sheet would do, row by row, without writing (decision 113): each
 * row is matched to an item by `identifier` (its public id), else by `slug`; then its cells are laid
 * over that item (or a new one) and checked with the admin form's schema. A dry run answers this;
 * the import writes it, and only when no row has an error.
 */

/** `protocol`: who may see the item, when the row sets it (always for a new item; csv-protocol.ts). */
export type PlannedWrite =
  | { kind: "create"; publicId: string | null; fields: ItemFields; protocol?: ProtocolWrite }
  | { kind: "update"; id: number; version: number; fields: ItemFields; protocol?: ProtocolWrite };

export interface PlannedRow {
  row: number;
  action: "create" | "update" | "unchanged";
  identifier: string | null;
  slug: string | null;
  errors: PendingError[];
  /** The protocol columns the row changes, for the dry run. */
  protocolChanges: ProtocolChange[];
  write: PlannedWrite | null;
}

/** A list as one query parameter (a JS array inside sql`` would become one parameter per value). */
const textList = (values: string[]) =>
  sql`(select value from jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

async function loadPlaces(db: Db): Promise<Places> {
  const [collectionRows, institutionRows] = await Promise.all([
    db
      .select({
        id: collections.id,
        public_id: collections.public_id,
        slug: collections.slug,
        institution_id: collections.institution_id,
        deleted_at: collections.deleted_at,
      })
      .from(collections),
    db
      .select({
        id: institutions.id,
        public_id: institutions.public_id,
        slug: institutions.slug,
        deleted_at: institutions.deleted_at,
      })
      .from(institutions),
  ]);
  return {
    collectionsBySlug: new Map(collectionRows.filter((c) => !c.deleted_at).map((c) => [c.slug, c])),
    collectionsById: new Map(collectionRows.map((c) => [c.id, c])),
    institutionsBySlug: new Map(institutionRows.filter((i) => !i.deleted_at).map((i) => [i.slug, i])),
    institutionsById: new Map(institutionRows.map((i) => [i.id, i])),
  };
}

/**
 * The items the rows name (by identifier or slug), deleted ones included, with their protocols;
 * every slug in use; the communities; the accounts the `viewers` cells name.
 */
async function loadNamedItems(db: Db, rows: CsvRow[]) {
  const ids = new Set<string>();
  const slugs = new Set<string>();
  for (const { cells } of rows) {
    const id = cells.get("identifier")?.trim().toLowerCase();
    if (id && isUuid(id)) ids.add(id);
    const slug = cells.get("slug")?.trim();
    if (slug) slugs.add(slug);
  }
  const [named, taken, known] = await Promise.all([
    db
      .select()
      .from(items)
      .where(
        sql`${items.public_id}::text in ${textList([...ids])} or ${items.slug} in ${textList([...slugs])}`,
      ),
    db.select({ id: items.id, slug: items.slug }).from(items),
    loadCommunities(db),
  ]);
  const protocols = await protocolsOf(db, named, known);
  // The viewers the cells name, and those an item keeps when its row leaves them out.
  const usernames = new Set(rows.flatMap(({ cells }) => namedViewers(cells)));
  for (const protocol of protocols.values()) for (const name of protocol.viewers) usernames.add(name);
  return {
    byPublicId: new Map(named.map((item) => [item.public_id, item])),
    bySlug: new Map(named.map((item) => [item.slug, item])),
    slugOwners: new Map(taken.map((row) => [row.slug, row.id])),
    protocols,
    known,
    accounts: await loadViewers(db, usernames),
  };
}

export async function planImport(db: Db, sheet: CsvSheet): Promise<PlannedRow[]> {
  const [places, named] = await Promise.all([loadPlaces(db), loadNamedItems(db, sheet.rows)]);
  /** Slugs claimed by earlier rows of the file (so two new rows never get the same one). */
  const claimed = new Map<string, number>();
  const rowOfItem = new Map<string, number>();
  const planned: PlannedRow[] = [];

  for (const { row, cells } of sheet.rows) {
    const errors: PendingError[] = [];
    const error = (column: string, say: PendingError["say"]) => errors.push({ row, column, say });
    const identifier = cells.get("identifier")?.trim().toLowerCase() || null;
    const slugCell = cells.get("slug")?.trim() || null;
    if (identifier && !isUuid(identifier)) error("identifier", (m) => m.repositoryImport.identifierInvalid);
    if (!identifier && !slugCell) error("identifier", (m) => m.repositoryImport.keyRequired);

    const validId = identifier && isUuid(identifier) ? identifier : null;
    const existing: ItemRow | undefined = validId
      ? named.byPublicId.get(validId)
      : slugCell
        ? named.bySlug.get(slugCell)
        : undefined;
    if (existing?.deleted_at) error(validId ? "identifier" : "slug", (m) => m.repositoryImport.itemDeleted);
    const target = existing
      ? `item:${existing.id}`
      : validId
        ? `new:${validId}`
        : slugCell && `slug:${slugCell}`;
    const earlier = target ? rowOfItem.get(target) : undefined;
    if (earlier !== undefined)
      error(validId ? "identifier" : "slug", (m) => m.repositoryImport.duplicateRow(earlier));
    else if (target) rowOfItem.set(target, row);

    const base = existing ? toDraft(existing, places) : emptyDraft();
    const draft = applyCells(base, cells, row, errors);
    const fields = checkDraft(draft, places, row, errors);
    const slug = fields ? chooseSlug(draft, fields, existing, named.slugOwners, claimed, row, errors) : null;
    const was = existing ? named.protocols.get(existing.id)! : null;
    const protocolDraft = applyProtocolCells(was ?? NEW_ITEM_PROTOCOL, cells, row, errors);
    const protocol = checkProtocol(protocolDraft, named.known, named.accounts, row, errors);
    const changes = protocol ? protocolChanges(was, protocol.draft) : [];
    dropRepeats(errors);
    if (errors.length > 0 || !fields || !slug || !protocol) {
      planned.push({
        row,
        action: existing ? "update" : "create",
        identifier,
        slug: slugCell,
        errors,
        protocolChanges: changes,
        write: null,
      });
      continue;
    }
    claimed.set(slug, row);
    fields.slug = slug;
    // Written only when the row changes it: an item's protocol is never rewritten by a row that keeps it.
    const protocolWrite =
      !existing || changes.length > 0
        ? { ...protocol.write, access_changed: was !== null && was.access !== protocol.write.access }
        : undefined;
    const write: PlannedWrite = existing
      ? { kind: "update", id: existing.id, version: existing.version, fields, protocol: protocolWrite }
      : { kind: "create", publicId: validId, fields, protocol: protocolWrite };
    const same = existing && sameItem(existing, fields) && changes.length === 0;
    const action = existing ? (same ? "unchanged" : "update") : "create";
    planned.push({
      row,
      action,
      identifier: existing?.public_id ?? validId,
      slug,
      errors,
      protocolChanges: changes,
      write,
    });
  }
  return planned;
}

/** The rows' errors as the answer lists them, in the reader's language. */
export function renderErrors(errors: readonly PendingError[], language: Language): ImportError[] {
  const m = messagesIn(language);
  return errors.map((error) => ({ row: error.row, column: error.column, message: error.say(m, language) }));
}
