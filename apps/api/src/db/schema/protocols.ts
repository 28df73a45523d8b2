import { MEMBER_ROLES, MEMBERSHIP_STATUSES } from "@heritage/domain/protocols";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { products } from "./catalog.ts";
import { communities, items } from "./collections.ts";
import { users } from "./users.ts";

/**
 * Cultural protocols (decision 162): who belongs to a community (and who stewards it),
 * who may see a restricted item, and the Local Contexts labels attached to items (decision 163).
 */

const ms = { withTimezone: true, precision: 3 } as const;
const inList = (values: readonly string[]) => values.map((v) => `'${v}'`).join(", ");

export const communityMembers = pgTable(
  "community_members",
  {
    community_id: integer("community_id")
      .notNull()
      .references(() => communities.id, { onDelete: "cascade" }),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** pending until an admin or a steward approves; only approved members see community items. */
    status: text("status", { enum: MEMBERSHIP_STATUSES }).notNull().default("pending"),
    /** A steward approves members and attaches labels to the community's items. */
    role: text("role", { enum: MEMBER_ROLES }).notNull().default("member"),
    decided_by: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decided_at: timestamp("decided_at", ms),
    /** Why a request was declined (decision 165), shown to the person; null otherwise. */
    reason: text("reason"),
    created_at: timestamp("created_at", ms).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.community_id, t.user_id] }),
    index("community_members_user_idx").on(t.user_id, t.status),
    check("community_members_status_check", sql.raw(`"status" in (${inList(MEMBERSHIP_STATUSES)})`)),
    check("community_members_role_check", sql.raw(`"role" in (${inList(MEMBER_ROLES)})`)),
  ],
);

/** The people who may see a restricted item (besides admins and its creator). */
export const itemViewers = pgTable(
  "item_viewers",
  {
    item_id: integer("item_id")
      .notNull()
      .references(() => items.id, { onDelete: "cascade" }),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.item_id, t.user_id] }), index("item_viewers_user_idx").on(t.user_id)],
);

/** Local Contexts TK and BC labels on an item, by code (packages/domain/src/local-contexts-labels.ts). */
export const itemLabels = pgTable(
  "item_labels",
  {
    item_id: integer("item_id")
      .notNull()
      .references(() => items.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.item_id, t.label] })],
);

/** The repository items of the tradition a product belongs to (decision 164), in their order. */
export const productItems = pgTable(
  "product_items",
  {
    product_id: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    item_id: integer("item_id")
      .notNull()
      .references(() => items.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.product_id, t.item_id] }), index("product_items_item_idx").on(t.item_id)],
);
