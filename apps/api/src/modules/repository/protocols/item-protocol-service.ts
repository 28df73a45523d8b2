import {
  LABEL_CODES,
  type LabelCode,
  NON_COMMERCIAL_LABELS,
  SACRED_LABEL,
} from "@heritage/domain/local-contexts-labels";
import { messages } from "@heritage/domain/messages";
import type { ItemProtocolInput } from "@heritage/domain/protocols";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { collections, communities, itemMedia, items } from "../../../db/schema/collections.ts";
import { itemHistory } from "../../../db/schema/community.ts";
import { itemLabels, itemViewers, productItems } from "../../../db/schema/protocols.ts";
import { users } from "../../../db/schema/users.ts";
import { fieldError, HttpError, notFound } from "../../../lib/http-errors.ts";
import { requireStewardOrAdmin } from "./community-service.ts";
import { queueZoneMove } from "./file-zones.ts";
import { itemKnownTo, type Viewer } from "./visibility.ts";

/**
 * An item's cultural protocol (decision 162) and labels (decision 163). Admins set everything; the
 * stewards of the item's community attach and remove its labels. Sacred knowledge (marked, or
 * labelled TK Secret/Sacred) is never public: refused here with a field message, and by a check in
 * SQL whatever writes the row.
 */

const m = messages.protocols;

async function itemByPublicId(db: Db, publicId: string) {
  const [row] = await db.select().from(items).where(eq(items.public_id, publicId));
  if (!row || row.deleted_at) throw notFound();
  return row;
}

/**
 * The item, for its community's stewards and admins. Anyone else is refused (403) only if they
 * may know the item exists; for an item hidden from them the answer is an unknown id's (404).
 */
async function stewardedItem(db: Db, publicId: string, viewer: Viewer) {
  const item = await itemByPublicId(db, publicId);
  try {
    await requireStewardOrAdmin(db, item.community_id, viewer);
  } catch (refusal) {
    const [known] = await db
      .select({ id: items.id })
      .from(items)
      .innerJoin(collections, eq(collections.id, items.collection_id))
      .where(and(eq(items.id, item.id), itemKnownTo(viewer)));
    throw known ? refusal : notFound();
  }
  return item;
}

export async function labelsOf(db: Db, itemIds: number[]): Promise<Map<number, LabelCode[]>> {
  const map = new Map<number, LabelCode[]>();
  if (itemIds.length === 0) return map;
  const rows = await db
    .select()
    .from(itemLabels)
    .where(inArray(itemLabels.item_id, itemIds))
    .orderBy(asc(itemLabels.position), asc(itemLabels.label));
  for (const row of rows) {
    if (!(LABEL_CODES as readonly string[]).includes(row.label)) continue;
    map.set(row.item_id, [...(map.get(row.item_id) ?? []), row.label as LabelCode]);
  }
  return map;
}

export async function readItemProtocol(db: Db, publicId: string, viewer: Viewer) {
  const item = await stewardedItem(db, publicId, viewer);
  const [community] = item.community_id
    ? await db
        .select({ slug: communities.slug })
        .from(communities)
        .where(eq(communities.id, item.community_id))
    : [];
  const viewers = await db
    .select({ username: users.username })
    .from(itemViewers)
    .innerJoin(users, eq(users.id, itemViewers.user_id))
    .where(eq(itemViewers.item_id, item.id))
    .orderBy(asc(users.username));
  const media = await db
    .select({ id: itemMedia.public_id, access: itemMedia.access })
    .from(itemMedia)
    .where(eq(itemMedia.item_id, item.id))
    .orderBy(asc(itemMedia.position), asc(itemMedia.id));
  return {
    access: item.access,
    community: community?.slug ?? null,
    sacred: item.sacred,
    viewers: viewers.map((row) => row.username),
    labels: (await labelsOf(db, [item.id])).get(item.id) ?? [],
    media,
    can_set_access: viewer.admin,
  };
}

export async function writeItemProtocol(
  db: Db,
  publicId: string,
  input: ItemProtocolInput,
  viewer: Viewer & { userId: number },
) {
  const item = await stewardedItem(db, publicId, viewer);
  const sacred = input.sacred || input.labels.includes(SACRED_LABEL);
  if (sacred && input.access === "public") throw fieldError("access", m.sacredNeverPublic);
  const current = await readItemProtocol(db, publicId, viewer);
  const accessChanged =
    input.access !== current.access ||
    input.community !== current.community ||
    sacred !== current.sacred ||
    [...input.viewers].sort().join("\n") !== current.viewers.join("\n");
  // Stewards keep to the labels; who may see the item is the admins' decision.
  if (accessChanged && !viewer.admin) throw new HttpError(403, m.notSteward);

  const community = input.community
    ? (
        await db.select({ id: communities.id }).from(communities).where(eq(communities.slug, input.community))
      )[0]
    : undefined;
  if (input.community && !community) throw fieldError("community", m.communityUnknown);
  const named = input.viewers.length
    ? await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(inArray(users.username, input.viewers))
    : [];
  const unknown = input.viewers.filter((name) => !named.some((row) => row.username === name));
  if (unknown.length > 0) throw fieldError("viewers", m.viewerUnknown);

  await db.transaction(async (tx) => {
    await tx
      .update(items)
      .set({ access: input.access, community_id: community?.id ?? null, sacred })
      .where(eq(items.id, item.id));
    await tx.delete(itemViewers).where(eq(itemViewers.item_id, item.id));
    if (named.length > 0) {
      await tx.insert(itemViewers).values(named.map((row) => ({ item_id: item.id, user_id: row.id })));
    }
    await tx.delete(itemLabels).where(eq(itemLabels.item_id, item.id));
    const labels = [...new Set(input.labels)];
    if (labels.length > 0) {
      await tx
        .insert(itemLabels)
        .values(labels.map((label, position) => ({ item_id: item.id, label, position })));
    }
    // Sacred or Non-Commercial knowledge is never linked to what is sold (decision 164).
    if (sacred || labels.some((code) => NON_COMMERCIAL_LABELS.includes(code))) {
      await tx.delete(productItems).where(eq(productItems.item_id, item.id));
    }
    // Its files move between the public and the private area with it (decision 199).
    if (input.access !== current.access) await queueZoneMove(tx, item.id);
    const changed = [
      ...(accessChanged ? ["access"] : []),
      ...(labels.join() !== current.labels.join() ? ["labels"] : []),
    ];
    // Kept in the item's history with the other edits (decision 161).
    await tx
      .insert(itemHistory)
      .values({ item_id: item.id, actor_id: viewer.userId, action: "updated", changes: { changed } });
  });
  return readItemProtocol(db, publicId, viewer);
}

export async function writeMediaAccess(
  db: Db,
  mediaPublicId: string,
  access: "public" | "community" | "restricted",
) {
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(itemMedia)
      .set({ access })
      .where(eq(itemMedia.public_id, mediaPublicId))
      .returning({ id: itemMedia.public_id, access: itemMedia.access, item_id: itemMedia.item_id });
    if (!updated) throw notFound();
    // The item's datestamp moves too: harvesters and caches learn that its files changed.
    await tx
      .update(items)
      .set({ access: sql`${items.access}` })
      .where(eq(items.id, updated.item_id));
    // The file moves between the public and the private area (decision 199).
    await queueZoneMove(tx, updated.item_id);
    return updated;
  });
  return { id: row.id, access: row.access };
}
