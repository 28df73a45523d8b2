import { messages } from "@heritage/domain/messages";
import type { CommunityInput } from "@heritage/domain/protocols";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { pgErrorCode, UNIQUE_VIOLATION } from "../../../db/pg-errors.ts";
import { communities } from "../../../db/schema/collections.ts";
import { communityMembers } from "../../../db/schema/protocols.ts";
import { users } from "../../../db/schema/users.ts";
import { conflict, HttpError, notFound } from "../../../lib/http-errors.ts";
import type { Viewer } from "./visibility.ts";

/**
 * Communities and their members (decision 162). A signed-in person asks to join; an admin or one of
 * the community's stewards approves or declines; only an admin makes someone a steward.
 */

const m = messages.protocols;
export type CommunityRow = typeof communities.$inferSelect;

export async function communityBySlug(db: Db, slug: string): Promise<CommunityRow> {
  const [row] = await db.select().from(communities).where(eq(communities.slug, slug));
  if (!row) throw notFound();
  return row;
}

/** Whether the person is an approved steward of the community. */
export async function isSteward(db: Db, communityId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(communityMembers)
    .where(
      and(
        eq(communityMembers.community_id, communityId),
        eq(communityMembers.user_id, userId),
        eq(communityMembers.status, "approved"),
        eq(communityMembers.role, "steward"),
      ),
    );
  return row !== undefined;
}

/** 403 unless the reader is an admin or a steward of the community. */
export async function requireStewardOrAdmin(
  db: Db,
  communityId: number | null,
  viewer: Viewer,
): Promise<void> {
  if (viewer.admin) return;
  if (viewer.userId !== null && communityId !== null && (await isSteward(db, communityId, viewer.userId)))
    return;
  throw new HttpError(403, m.notSteward);
}

export async function listCommunities(db: Db, viewer: Viewer) {
  const rows = await db
    .select({
      community: communities,
      status: communityMembers.status,
      role: communityMembers.role,
      reason: communityMembers.reason,
    })
    .from(communities)
    .leftJoin(
      communityMembers,
      and(
        eq(communityMembers.community_id, communities.id),
        eq(communityMembers.user_id, viewer.userId ?? -1),
      ),
    )
    .orderBy(asc(communities.name), asc(communities.id));
  return rows;
}

/** Every community with how many people wait, belong and steward it, for the admin portal. */
export async function listCommunitiesForAdmin(db: Db) {
  const counted = (condition: ReturnType<typeof sql>) =>
    sql<number>`count(${communityMembers.user_id}) filter (where ${condition})`.mapWith(Number);
  return db
    .select({
      community: communities,
      pending: counted(sql`${communityMembers.status} = 'pending'`),
      members: counted(sql`${communityMembers.status} = 'approved'`),
      stewards: counted(
        sql`${communityMembers.status} = 'approved' and ${communityMembers.role} = 'steward'`,
      ),
    })
    .from(communities)
    .leftJoin(communityMembers, eq(communityMembers.community_id, communities.id))
    .groupBy(communities.id)
    .orderBy(asc(communities.name), asc(communities.id));
}

export async function createCommunity(db: Db, input: CommunityInput) {
  try {
    const [row] = await db.insert(communities).values(input).returning();
    return row!;
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict(m.communityTaken);
    throw error;
  }
}

/** A request to join: pending until decided; a declined person may ask again. */
export async function requestMembership(db: Db, communityId: number, userId: number) {
  const [row] = await db
    .insert(communityMembers)
    .values({ community_id: communityId, user_id: userId })
    .onConflictDoUpdate({
      target: [communityMembers.community_id, communityMembers.user_id],
      set: { status: "pending", decided_by: null, decided_at: null, reason: null, created_at: sql`now()` },
      setWhere: sql`${communityMembers.status} = 'declined'`,
    })
    .returning();
  if (!row) throw conflict(m.alreadyMember);
  return row;
}

export async function listMembers(db: Db, communityId: number) {
  return db
    .select({ member: communityMembers, username: users.username })
    .from(communityMembers)
    .innerJoin(users, eq(users.id, communityMembers.user_id))
    .where(eq(communityMembers.community_id, communityId))
    .orderBy(asc(communityMembers.status), asc(communityMembers.created_at));
}

export async function decideMembership(
  db: Db,
  communityId: number,
  userId: number,
  decision: { decision: "approve" | "decline"; role: "member" | "steward"; reason: string },
  decider: Viewer & { userId: number },
) {
  if (decision.role === "steward" && !decider.admin) throw new HttpError(403, m.notSteward);
  // A steward decides about members and requests, not about other stewards (or themselves): who
  // stewards a community is the admins' choice, so a steward cannot remove or demote one.
  if (!decider.admin && (await isSteward(db, communityId, userId)))
    throw new HttpError(403, m.stewardsByAdmins);
  const approved = decision.decision === "approve";
  const [row] = await db
    .update(communityMembers)
    .set({
      status: approved ? "approved" : "declined",
      role: approved ? decision.role : "member",
      decided_by: decider.userId,
      decided_at: sql`now()`,
      reason: approved ? null : decision.reason || null,
    })
    .where(and(eq(communityMembers.community_id, communityId), eq(communityMembers.user_id, userId)))
    .returning();
  if (!row) throw notFound(m.membershipUnknown);
  return row;
}

export function memberView(row: { member: typeof communityMembers.$inferSelect; username: string }) {
  return {
    user_id: row.member.user_id,
    username: row.username,
    status: row.member.status,
    role: row.member.role,
    created_at: row.member.created_at.toISOString(),
    decided_at: row.member.decided_at?.toISOString() ?? null,
    reason: row.member.reason,
  };
}
