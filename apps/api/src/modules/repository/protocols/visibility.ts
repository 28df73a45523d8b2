import { and, type Column, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../../db/client.ts";
import { collections, itemMedia, items } from "../../../db/schema/collections.ts";
import { creatorItems, creators } from "../../../db/schema/community.ts";
import { communityMembers, itemViewers } from "../../../db/schema/protocols.ts";
import { users } from "../../../db/schema/users.ts";

/**
 * THE cultural-protocol rule (decision 162), written once in SQL and used by every read
 * that lets an item or a file out: repository pages, lists, search and facet counts, related items,
 * maker pages, linked products, IIIF, OAI-PMH, media files. Nothing else decides who sees what.
 *
 * Who may see something at a level: anyone if public; admins always; the item's creator always;
 * approved members of the item's community if community; the people named on the item if
 * restricted. A file is seen only by who may see both its item and the file's own level.
 */

export interface Viewer {
  /** The signed-in person, or null for a visitor. */
  userId: number | null;
  admin: boolean;
}

export const VISITOR: Viewer = { userId: null, admin: false };

export function viewerOf(request: FastifyRequest): Viewer {
  const user = request.user;
  return user ? { userId: user.id, admin: user.type === "admin" } : VISITOR;
}

/** Whether the item is one the person contributed as a creator (decision 161). */
const createdBy = (user: number, itemId: Column | SQL): SQL =>
  sql`exists (select 1 from ${creatorItems} join ${creators} on ${creators.id} = ${creatorItems.creator_id}
      where ${creatorItems.item_id} = ${itemId} and ${creators.user_id} = ${user})`;

/** Whether `viewer` may see something of level `access` belonging to the item `itemId` of `communityId`. */
export function protocolAllows(
  viewer: Viewer,
  access: Column | SQL,
  itemId: Column | SQL,
  communityId: Column | SQL,
): SQL {
  if (viewer.admin) return sql`true`;
  const isPublic = sql`${access} = 'public'`;
  if (viewer.userId === null) return isPublic;
  const user = viewer.userId;
  return or(
    isPublic,
    createdBy(user, itemId),
    and(
      sql`${access} = 'community'`,
      sql`exists (select 1 from ${communityMembers} where ${communityMembers.community_id} = ${communityId}
        and ${communityMembers.user_id} = ${user} and ${communityMembers.status} = 'approved')`,
    ),
    and(
      sql`${access} = 'restricted'`,
      sql`exists (select 1 from ${itemViewers} where ${itemViewers.item_id} = ${itemId} and ${itemViewers.user_id} = ${user})`,
    ),
  ) as SQL;
}

/** Published and not deleted, its collection too (decision 110): the publication half of the rule. */
export const publiclyVisible = (): SQL =>
  and(
    eq(items.published, true),
    isNull(items.deleted_at),
    eq(collections.published, true),
    isNull(collections.deleted_at),
  ) as SQL;

/** The item's own level for `viewer` (its publication is checked apart: admins' lists see drafts). */
export const itemProtocolAllows = (viewer: Viewer): SQL =>
  protocolAllows(viewer, items.access, items.id, items.community_id);

/** Whether `viewer` may read the item on a public path: published (decision 110) and allowed. Reads items ⋈ collections. */
export const itemVisibleTo = (viewer: Viewer): SQL =>
  and(publiclyVisible(), itemProtocolAllows(viewer)) as SQL;

/** A file's own level for `viewer`, its item being the row's `items` (outer query or joined). */
export const mediaProtocolAllows = (viewer: Viewer): SQL =>
  protocolAllows(viewer, itemMedia.access, items.id, items.community_id);

/** Whether a visitor may fetch the file at its plain /media/ URL: public item and public file. */
export const openToEveryone = (): SQL =>
  and(itemVisibleTo(VISITOR), sql`${itemMedia.access} = 'public'`) as SQL;

/** An admin reading: every level (admins' own lists and forms). */
export const ADMIN: Viewer = { userId: null, admin: true };

/**
 * Whether `viewer` may know that the item exists: admins any, a creator their own (drafts too),
 * anyone else what they may read on a public path. A refusal for any other is a 404, the answer
 * to an unknown id (decision 162). Reads items ⋈ collections.
 */
export function itemKnownTo(viewer: Viewer): SQL {
  if (viewer.admin) return sql`true`;
  const visible = itemVisibleTo(viewer);
  return viewer.userId === null ? visible : (or(createdBy(viewer.userId, items.id), visible) as SQL);
}

/**
 * The files a signed URL may serve (file-routes.ts): admins any; a creator those of their own items
 * (drafts included, for their previews); anyone else what they may see on a public path.
 */
export function fileServableTo(viewer: Viewer): SQL {
  if (viewer.admin) return sql`true`;
  const visible = and(itemVisibleTo(viewer), mediaProtocolAllows(viewer)) as SQL;
  return viewer.userId === null ? visible : (or(createdBy(viewer.userId, items.id), visible) as SQL);
}

/** The person a signed file URL was made for, as they are now (an admin demoted since is no longer one). */
export async function readerNow(db: Db, userId: number): Promise<Viewer> {
  if (userId === 0) return VISITOR;
  const [user] = await db.select({ type: users.type }).from(users).where(eq(users.id, userId));
  return user ? { userId, admin: user.type === "admin" } : VISITOR;
}
