import { count, desc } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { mailOutbox } from "../db/schema/accounts.ts";

/** One page of the outbox, latest first, and how many emails it holds. */
export async function outboxPage(db: Db, page: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.created_at), desc(mailOutbox.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(mailOutbox),
  ]);
  return { rows, total: total?.n ?? 0 };
}
