import { type Address, type AddressFields, MAX_ADDRESSES } from "@heritage/domain/addresses";
import { messages } from "@heritage/domain/messages";
import { and, asc, desc, eq, ne } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { userAddresses } from "../../../db/schema/accounts.ts";
import { users } from "../../../db/schema/users.ts";
import { conflict, notFound } from "../../../lib/http-errors.ts";

type Row = typeof userAddresses.$inferSelect;

function toAddress(row: Row): Address {
  return {
    id: row.id,
    label: row.label,
    contact_phone: row.contact_phone,
    delivery_address: row.delivery_address,
    delivery_country: row.delivery_country,
    delivery_district: row.delivery_district,
    is_default: row.is_default,
  };
}

const own = (userId: number, id: number) => and(eq(userAddresses.user_id, userId), eq(userAddresses.id, id));
const missing = () => notFound(messages.addresses.notFound);

/** The default first, then in the order they were added. */
export async function listAddresses(db: Db, userId: number): Promise<Address[]> {
  const rows = await db
    .select()
    .from(userAddresses)
    .where(eq(userAddresses.user_id, userId))
    .orderBy(desc(userAddresses.is_default), asc(userAddresses.id));
  return rows.map(toAddress);
}

/**
 * Every change of a shopper's addresses runs under their user row's lock: two tabs adding at once
 * cannot pass the limit together, and there is always at most one default (the partial unique
 * index would refuse a second one anyway).
 */
function underUserLock<T>(db: Db, userId: number, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    return work(tx);
  });
}

async function clearDefault(tx: Db, userId: number, exceptId?: number) {
  await tx
    .update(userAddresses)
    .set({ is_default: false })
    .where(
      and(
        eq(userAddresses.user_id, userId),
        eq(userAddresses.is_default, true),
        exceptId === undefined ? undefined : ne(userAddresses.id, exceptId),
      ),
    );
}

/** The first address saved is the default, whatever was asked. */
export function createAddress(db: Db, userId: number, fields: AddressFields, now: Date): Promise<Address> {
  return underUserLock(db, userId, async (tx) => {
    const existing = await tx
      .select({ id: userAddresses.id })
      .from(userAddresses)
      .where(eq(userAddresses.user_id, userId));
    if (existing.length >= MAX_ADDRESSES) throw conflict((m) => m.addresses.tooMany(MAX_ADDRESSES));
    const is_default = fields.is_default || existing.length === 0;
    if (is_default) await clearDefault(tx, userId);
    const [row] = await tx
      .insert(userAddresses)
      .values({ ...fields, is_default, user_id: userId, created_at: now, updated_at: now })
      .returning();
    return toAddress(row!);
  });
}

/** Replaces an address; `is_default: true` makes it the default, false leaves the default as it was. */
export function updateAddress(
  db: Db,
  userId: number,
  id: number,
  fields: AddressFields,
  now: Date,
): Promise<Address> {
  return underUserLock(db, userId, async (tx) => {
    const [before] = await tx.select().from(userAddresses).where(own(userId, id));
    if (!before) throw missing();
    const is_default = before.is_default || fields.is_default;
    if (is_default) await clearDefault(tx, userId, id);
    const [row] = await tx
      .update(userAddresses)
      .set({ ...fields, is_default, updated_at: now })
      .where(own(userId, id))
      .returning();
    return toAddress(row!);
  });
}

export function makeDefaultAddress(db: Db, userId: number, id: number, now: Date): Promise<Address> {
  return underUserLock(db, userId, async (tx) => {
    const [before] = await tx.select().from(userAddresses).where(own(userId, id));
    if (!before) throw missing();
    await clearDefault(tx, userId, id);
    const [row] = await tx
      .update(userAddresses)
      .set({ is_default: true, updated_at: now })
      .where(own(userId, id))
      .returning();
    return toAddress(row!);
  });
}

/** Deleting the default makes the oldest remaining address the default, so checkout still has one. */
export function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  return underUserLock(db, userId, async (tx) => {
    const [gone] = await tx.delete(userAddresses).where(own(userId, id)).returning();
    if (!gone) throw missing();
    if (!gone.is_default) return;
    const [next] = await tx
      .select({ id: userAddresses.id })
      .from(userAddresses)
      .where(eq(userAddresses.user_id, userId))
      .orderBy(asc(userAddresses.id))
      .limit(1);
    if (next) await tx.update(userAddresses).set({ is_default: true }).where(eq(userAddresses.id, next.id));
  });
}
