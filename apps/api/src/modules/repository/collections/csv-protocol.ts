import {
  CSV_PROTOCOL_COLUMNS,
  type CsvProtocolColumn,
  type ProtocolChange,
} from "@heritage/domain/collections-csv";
import type { AccessLevel } from "@heritage/domain/collections-model";
import { translateMessage } from "@heritage/domain/i18n/server-messages";
import { SACRED_LABEL } from "@heritage/domain/local-contexts-labels";
import { itemProtocolInputSchema } from "@heritage/domain/protocols";
import { asc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { communities } from "../../../db/schema/collections.ts";
import { itemLabels, itemViewers } from "../../../db/schema/protocols.ts";
import { users } from "../../../db/schema/users.ts";
import { joinValues, parseBoolean, splitValues } from "./csv-cells.ts";
import type { PendingError } from "./csv-read.ts";

/**
 * Who may see an item, in the CSV (decisions 113, 162, 163): `access`, `access_community` (the
 * community's slug), `viewers` (usernames), `sacred` and `labels` (Local Contexts codes). Without
 * these columns a file moved a community-only item into the open; now the export writes them and
 * the import sets exactly what they say: a column the file lacks keeps the item's value, and a
 * blank `access` or `sacred` cell keeps it too, so a file never makes an item more visible than it
 * says. A new item without them is public, as the admin form makes it.
 */

/** An item's protocol as the cells say it: names and codes, as a person reads and types them. */
export interface ProtocolDraft {
  access: string;
  access_community: string | null;
  viewers: string[];
  sacred: boolean;
  labels: string[];
}

/** What a new item has when the file says nothing of its protocol. */
export const NEW_ITEM_PROTOCOL: ProtocolDraft = {
  access: "public",
  access_community: null,
  viewers: [],
  sacred: false,
  labels: [],
};

/** A checked protocol as the import writes it (ids resolved); JSON, as it waits in the job's payload. */
export interface ProtocolWrite {
  access: AccessLevel;
  community_id: number | null;
  sacred: boolean;
  viewer_ids: number[];
  labels: string[];
  /** Its files move between the public and the private area (decision 199). */
  access_changed: boolean;
}

export function protocolCells(protocol: ProtocolDraft): Record<CsvProtocolColumn, string> {
  return {
    access: protocol.access,
    access_community: protocol.access_community ?? "",
    viewers: joinValues(protocol.viewers),
    sacred: protocol.sacred ? "true" : "false",
    labels: joinValues(protocol.labels),
  };
}

/** A list as one query parameter (a JS array inside sql`` would become one parameter per value). */
const idList = (ids: number[]): SQL =>
  sql`(select value::int from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;

/** The communities by id and by slug (a small table, read once per export or import). */
export async function loadCommunities(db: Db) {
  const rows = await db.select({ id: communities.id, slug: communities.slug }).from(communities);
  return {
    slugById: new Map(rows.map((row) => [row.id, row.slug])),
    idBySlug: new Map(rows.map((row) => [row.slug, row.id])),
  };
}
export type Communities = Awaited<ReturnType<typeof loadCommunities>>;

type ProtocolColumns = { id: number; access: string; community_id: number | null; sacred: boolean };

/** The protocols of these items, as the export writes them: viewers by name, labels in their order. */
export async function protocolsOf(
  db: Db,
  rows: readonly ProtocolColumns[],
  known: Communities,
): Promise<Map<number, ProtocolDraft>> {
  const ids = rows.map((row) => row.id);
  const [viewers, labels] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({ item: itemViewers.item_id, username: users.username })
            .from(itemViewers)
            .innerJoin(users, eq(users.id, itemViewers.user_id))
            .where(sql`${itemViewers.item_id} in ${idList(ids)}`),
          db
            .select({ item: itemLabels.item_id, label: itemLabels.label })
            .from(itemLabels)
            .where(sql`${itemLabels.item_id} in ${idList(ids)}`)
            .orderBy(asc(itemLabels.position), asc(itemLabels.label)),
        ]);
  const protocols = new Map<number, ProtocolDraft>();
  for (const row of rows) {
    protocols.set(row.id, {
      access: row.access,
      access_community: row.community_id === null ? null : (known.slugById.get(row.community_id) ?? null),
      viewers: [],
      sacred: row.sacred,
      labels: [],
    });
  }
  for (const { item, username } of viewers) protocols.get(item)?.viewers.push(username);
  for (const { item, label } of labels) protocols.get(item)?.labels.push(label);
  // In code-point order, as checkProtocol orders a row's (a database collation may differ).
  for (const protocol of protocols.values()) protocol.viewers.sort();
  return protocols;
}

/** The accounts the rows' `viewers` cells name, by username. */
export async function loadViewers(db: Db, usernames: Set<string>): Promise<Map<string, number>> {
  if (usernames.size === 0) return new Map();
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      sql`${users.username} in (select value from jsonb_array_elements_text(${JSON.stringify([...usernames])}::jsonb))`,
    );
  return new Map(rows.map((row) => [row.username, row.id]));
}

/** Every username a `viewers` cell names. */
export function namedViewers(cells: Map<string, string>): string[] {
  const cell = cells.get("viewers");
  return cell === undefined ? [] : splitValues(cell);
}

/** The row's protocol cells laid over `base`: absent columns, and blank access or sacred, keep it. */
export function applyProtocolCells(
  base: ProtocolDraft,
  cells: Map<string, string>,
  row: number,
  errors: PendingError[],
): ProtocolDraft {
  const draft: ProtocolDraft = { ...base, viewers: [...base.viewers], labels: [...base.labels] };
  const access = cells.get("access")?.trim();
  if (access) draft.access = access.toLowerCase();
  const community = cells.get("access_community");
  if (community !== undefined) draft.access_community = community.trim() || null;
  const viewers = cells.get("viewers");
  if (viewers !== undefined) draft.viewers = splitValues(viewers);
  const labels = cells.get("labels");
  if (labels !== undefined) draft.labels = splitValues(labels).map((code) => code.toLowerCase());
  const sacred = cells.get("sacred")?.trim();
  if (sacred) {
    const parsed = parseBoolean(sacred);
    if (parsed === undefined)
      errors.push({ row, column: "sacred", say: (m) => m.repositoryImport.booleanInvalid });
    else draft.sacred = parsed;
  }
  return draft;
}

const COLUMN_OF_FIELD: Record<string, CsvProtocolColumn> = {
  access: "access",
  community: "access_community",
  viewers: "viewers",
  sacred: "sacred",
  labels: "labels",
};

/**
 * The draft checked with the protocol form's own schema and rules (sacred, or labelled TK
 * Secret/Sacred, is never public), its community and viewers found: what to write, and the draft
 * as it will read back (the sacred mark the label implies, each viewer and label once).
 */
export function checkProtocol(
  draft: ProtocolDraft,
  known: Communities,
  accounts: Map<string, number>,
  row: number,
  errors: PendingError[],
): { write: Omit<ProtocolWrite, "access_changed">; draft: ProtocolDraft } | null {
  const error = (column: CsvProtocolColumn, message: string) =>
    errors.push({ row, column, say: (_m, language) => translateMessage(message, language) });
  const parsed = itemProtocolInputSchema.safeParse({
    access: draft.access,
    community: draft.access_community,
    sacred: draft.sacred,
    viewers: draft.viewers,
    labels: draft.labels,
  });
  if (!parsed.success) {
    const seen = new Set<CsvProtocolColumn>();
    for (const issue of parsed.error.issues) {
      const column = COLUMN_OF_FIELD[String(issue.path[0])] ?? "access";
      if (seen.has(column)) continue;
      seen.add(column);
      error(column, issue.message);
    }
    return null;
  }
  const input = parsed.data;
  const sacred = input.sacred || input.labels.includes(SACRED_LABEL);
  if (sacred && input.access === "public") {
    errors.push({ row, column: "access", say: (m) => m.protocols.sacredNeverPublic });
    return null;
  }
  const communityId = input.community ? known.idBySlug.get(input.community) : null;
  if (communityId === undefined)
    errors.push({ row, column: "access_community", say: (m) => m.protocols.communityUnknown });
  const viewers = [...new Set(input.viewers)].sort();
  if (viewers.some((name) => !accounts.has(name)))
    errors.push({ row, column: "viewers", say: (m) => m.protocols.viewerUnknown });
  if (communityId === undefined || viewers.some((name) => !accounts.has(name))) return null;
  const labels = [...new Set(input.labels)];
  return {
    write: {
      access: input.access,
      community_id: communityId,
      sacred,
      viewer_ids: viewers.map((name) => accounts.get(name)!),
      labels,
    },
    draft: { access: input.access, access_community: input.community, viewers, sacred, labels },
  };
}

/** The protocol columns whose cells differ: what the dry run shows (`before` null for a new item). */
export function protocolChanges(before: ProtocolDraft | null, after: ProtocolDraft): ProtocolChange[] {
  const was = protocolCells(before ?? NEW_ITEM_PROTOCOL);
  const will = protocolCells(after);
  return CSV_PROTOCOL_COLUMNS.filter((column) => was[column] !== will[column]).map((column) => ({
    column,
    before: before ? was[column] : null,
    after: will[column],
  }));
}
