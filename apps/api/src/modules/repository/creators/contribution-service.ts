import { randomUUID } from "node:crypto";
import type { ItemInput } from "@heritage/domain/collections";
import type { ReviewState } from "@heritage/domain/community";
import type { Language } from "@heritage/domain/languages";
import { messages } from "@heritage/domain/messages";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { items } from "../../../db/schema/collections.ts";
import { creatorItems, type creators } from "../../../db/schema/community.ts";
import { conflict, HttpError, notFound } from "../../../lib/http-errors.ts";
import { findItemPage } from "../collections/item-detail.ts";
import { listItems } from "../collections/item-list.ts";
import { createItem, replaceItem } from "../collections/item-service.ts";
import { itemSummary } from "../collections/item-view.ts";
import type { FileUrls } from "../protocols/file-urls.ts";
import type { Viewer } from "../protocols/visibility.ts";
import { findCreatorByUser } from "./application-service.ts";
import { contributionSlug } from "./contribution-slug.ts";
import { itemRowById, recordHistory } from "./item-history.ts";

/**
 * A creator's own repository items (decision 161): drafted through the same schemas and write path
 * as the admins' (collections/item-service.ts), never published by the creator, editable only while
 * a draft or returned, and only by the creator who made them.
 */

const m = messages.community;
type CreatorRow = typeof creators.$inferSelect;

/** 403 unless the signed-in person is an approved creator (a row, read on every request). */
export async function requireCreator(db: Db, userId: number): Promise<CreatorRow> {
  const creator = await findCreatorByUser(db, userId);
  if (!creator) throw new HttpError(403, m.notCreator);
  return creator;
}

/**
 * Whom the creator's own pages are read for: the creator, never an admin. Their own items show
 * whatever their status (decision 161); everything else on the pages (related items, files) is what
 * this person may see under the cultural protocols (decision 162), like any reader.
 */
const readerOf = (creator: Pick<CreatorRow, "user_id">): Viewer => ({
  userId: creator.user_id,
  admin: false,
});

/** What a creator may set: never published or featured (admins decide both). */
const asDraft = (input: ItemInput): ItemInput => ({ ...input, published: false, featured: false });

const ownedBy = (creatorId: number) =>
  sql`${items.id} in (select ${creatorItems.item_id} from ${creatorItems} where ${creatorItems.creator_id} = ${creatorId})`;

async function reviews(db: Db, itemIds: number[]) {
  if (itemIds.length === 0) return new Map<number, typeof creatorItems.$inferSelect>();
  const rows = await db.select().from(creatorItems).where(inArray(creatorItems.item_id, itemIds));
  return new Map(rows.map((row) => [row.item_id, row]));
}

/** `urls` signs the files of the creator's own drafts, which are not open to everyone (decision 162). */
export async function listContributions(db: Db, creator: CreatorRow, language: Language, urls?: FileUrls) {
  const { rows, total } = await listItems(
    db,
    { page_size: 100, status: "all", ordering: "newest" },
    true,
    ownedBy(creator.id),
    undefined,
    readerOf(creator),
  );
  const states = await reviews(
    db,
    rows.map((row) => row.item.id),
  );
  return {
    count: total,
    results: rows.map((row) => {
      const state = states.get(row.item.id);
      return {
        ...itemSummary(row, language, urls),
        review: state?.review ?? "draft",
        review_comment: state?.review_comment ?? null,
        version: row.item.version,
      };
    }),
  };
}

const EDITABLE: ReviewState[] = ["draft", "returned"];

/** The creator's own item (404 for anyone else's: a creator does not learn of others' drafts). */
async function ownItem(db: Db, creatorId: number, publicId: string) {
  const [row] = await db
    .select({ id: items.id, version: items.version, review: creatorItems.review, access: items.access })
    .from(items)
    .innerJoin(creatorItems, eq(creatorItems.item_id, items.id))
    .where(
      and(
        eq(items.public_id, publicId),
        eq(creatorItems.creator_id, creatorId),
        sql`${items.deleted_at} is null`,
      ),
    );
  if (!row) throw notFound();
  return row;
}

/** The creator's own item while it may change (draft or returned; 409 otherwise). */
export async function editableOwnItem(db: Db, creatorId: number, publicId: string) {
  const own = await ownItem(db, creatorId, publicId);
  if (!EDITABLE.includes(own.review)) throw conflict(m.notEditable);
  return own;
}

export async function contributionView(
  db: Db,
  creator: CreatorRow,
  publicId: string,
  language: Language,
  urls?: FileUrls,
) {
  const own = await ownItem(db, creator.id, publicId);
  const page = await findItemPage(db, { publicId }, language, true, readerOf(creator), urls);
  if (!page) throw notFound();
  const [state] = await db.select().from(creatorItems).where(eq(creatorItems.item_id, own.id));
  return { ...page, review: state!.review, review_comment: state!.review_comment };
}

export async function createContribution(db: Db, creator: CreatorRow, input: ItemInput) {
  return db.transaction(async (tx) => {
    const publicId = randomUUID();
    const row = await createItem(tx, asDraft(input), contributionSlug(publicId), publicId);
    await tx.insert(creatorItems).values({ item_id: row.id, creator_id: creator.id, review: "draft" });
    await recordHistory(tx, { itemId: row.id, actorId: creator.user_id, action: "created" });
    return row;
  });
}

export async function updateContribution(
  db: Db,
  creator: CreatorRow,
  publicId: string,
  input: ItemInput,
  current: (id: string) => Promise<unknown>,
) {
  const own = await editableOwnItem(db, creator.id, publicId);
  return db.transaction(async (tx) => {
    const before = await itemRowById(tx, own.id);
    const row = await replaceItem(tx, publicId, asDraft(input), current, contributionSlug(publicId));
    await recordHistory(tx, {
      itemId: own.id,
      actorId: creator.user_id,
      action: "updated",
      before,
      after: row,
    });
    return row;
  });
}

/** Draft or returned → submitted: it joins the admins' queue and can no longer be edited. */
export async function submitContribution(db: Db, creator: CreatorRow, publicId: string) {
  const own = await ownItem(db, creator.id, publicId);
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(creatorItems)
      .set({ review: "submitted", submitted_at: sql`now()` })
      .where(and(eq(creatorItems.item_id, own.id), inArray(creatorItems.review, EDITABLE)))
      .returning();
    if (!moved) throw conflict(m.notEditable);
    await recordHistory(tx, { itemId: own.id, actorId: creator.user_id, action: "submitted" });
  });
}
