import type { AdminOrderQuery } from "@heritage/domain/orders";
import { and, count, desc, eq, getTableColumns, gte, ilike, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { orders } from "../../../db/schema/orders.ts";
import { users } from "../../../db/schema/users.ts";
import type { CustomerColumns, OrderRow } from "./order-view.ts";
import { kigaliMidnight } from "./shop-time.ts";

export interface Page {
  limit: number;
  offset: number;
}

const newestFirst = [desc(orders.created_at), desc(orders.id)];

export async function listOwnOrders(db: Db, userId: number, page: Page) {
  const where = eq(orders.user_id, userId);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db.select({ total: count() }).from(orders).where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** One order of this shopper; another shopper's order is as good as missing (404). */
export async function findOwnOrder(db: Db, userId: number, id: number): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.user_id, userId)));
  return row;
}

const withCustomer = {
  ...getTableColumns(orders),
  customer_username: users.username,
  customer_email: users.email,
};

function escapeLike(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function adminWhere(query: AdminOrderQuery): SQL | undefined {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(orders.status, query.status));
  if (query.date_from) filters.push(gte(orders.created_at, kigaliMidnight(query.date_from)));
  if (query.date_to) filters.push(lt(orders.created_at, kigaliMidnight(query.date_to, 1)));
  const term = query.search?.trim();
  if (term) {
    const pattern = escapeLike(term);
    filters.push(
      or(
        ilike(orders.number, pattern),
        ilike(orders.customer_name, pattern),
        ilike(users.username, pattern),
        ilike(users.email, pattern),
        sql`(${users.first_name} || ' ' || ${users.last_name}) ilike ${pattern}`,
      )!,
    );
  }
  return filters.length ? and(...filters) : undefined;
}

export async function listAdminOrders(db: Db, query: AdminOrderQuery, page: Page) {
  const where = adminWhere(query);
  const rows: (OrderRow & CustomerColumns)[] = await db
    .select(withCustomer)
    .from(orders)
    .leftJoin(users, eq(users.id, orders.user_id))
    .where(where)
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db
    .select({ total: count() })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.user_id))
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function findAdminOrder(db: Db, id: number): Promise<(OrderRow & CustomerColumns) | undefined> {
  const [row] = await db
    .select(withCustomer)
    .from(orders)
    .leftJoin(users, eq(users.id, orders.user_id))
    .where(eq(orders.id, id));
  return row;
}
