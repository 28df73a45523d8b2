import type { ReviewDecision } from "@heritage/domain/community";
import type { Language } from "@heritage/domain/languages";
import { messages } from "@heritage/domain/messages";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { items } from "../../../db/schema/collections.ts";
import { creatorItems, creators } from "../../../db/schema/community.ts";
import { conflict, notFound } from "../../../lib/http-errors.ts";
import { listItems } from "../collections/item-list.ts";
import { setPublished } from "../collections/item-service.ts";
import { itemSummary } from "../collections/item-view.ts";
import type { FileUrls } from "../protocols/file-urls.ts";
import { ADMIN } from "../protocols/visibility.ts";
import { itemRowById, recordHistory } from "./item-history.ts";

/** The admins' queue of submitted items: publish, or return with a comment (decision 161). */

const m = messages.community;

export async function reviewQueue(db: Db, language: Language, urls?: FileUrls) {
  const submitted = sql`${items.id} in (select ${creatorItems.item_id} from ${creatorItems} where ${creatorItems.review} = 'submitted')`;
  const { rows, total } = await listItems(
    db,
    { page_size: 100, status: "all" },
    true,
    submitted,
    [sql`${items.id} asc`],
    ADMIN,
  );
  const ids = rows.map((row) => row.item.id);
  const states =
    ids.length === 0
      ? []
      : await db
          .select({ state: creatorItems, slug: creators.slug, display_name: creators.display_name })
          .from(creatorItems)
          .innerJoin(creators, eq(creators.id, creatorItems.creator_id))
          .where(inArray(creatorItems.item_id, ids));
  const byItem = new Map(states.map((s) => [s.state.item_id, s]));
  const results = rows
    .map((row) => {
      const s = byItem.get(row.item.id)!;
      return {
        ...itemSummary(row, language, urls),
        review: s.state.review,
        review_comment: s.state.review_comment,
        version: row.item.version,
        creator: { slug: s.slug, display_name: s.display_name },
        submitted_at: s.state.submitted_at?.toISOString() ?? null,
      };
    })
    .sort((a, b) => (a.submitted_at ?? "").localeCompare(b.submitted_at ?? ""));
  return { count: total, results };
}

export async function decideReview(
  db: Db,
  publicId: string,
  adminId: number,
  decision: ReviewDecision,
  current: (id: string) => Promise<unknown>,
) {
  const [found] = await db
    .select({ id: items.id, version: items.version, review: creatorItems.review })
    .from(items)
    .innerJoin(creatorItems, eq(creatorItems.item_id, items.id))
    .where(and(eq(items.public_id, publicId), sql`${items.deleted_at} is null`));
  if (!found) throw notFound();
  if (found.review !== "submitted") throw conflict(m.notSubmitted);
  await db.transaction(async (tx) => {
    const before = await itemRowById(tx, found.id);
    const [moved] = await tx
      .update(creatorItems)
      .set({
        review: decision.decision === "publish" ? "published" : "returned",
        review_comment: decision.decision === "return" ? decision.comment : null,
      })
      .where(and(eq(creatorItems.item_id, found.id), eq(creatorItems.review, "submitted")))
      .returning();
    if (!moved) throw conflict(m.notSubmitted);
    if (decision.decision === "publish") {
      const after = await setPublished(tx, publicId, true, found.version, current);
      await recordHistory(tx, { itemId: found.id, actorId: adminId, action: "published", before, after });
    } else {
      await recordHistory(tx, {
        itemId: found.id,
        actorId: adminId,
        action: "returned",
        comment: decision.comment,
      });
    }
  });
}

/** The approved creators, by name: the makers an admin may name on a product (decision 164). */
export async function listCreators(db: Db) {
  return db
    .select({ slug: creators.slug, display_name: creators.display_name, community: creators.community })
    .from(creators)
    .orderBy(asc(creators.display_name), asc(creators.id));
}
