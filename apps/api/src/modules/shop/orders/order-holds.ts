import { messages } from "@heritage/domain/messages";
import {
  DEFAULT_ACCOUNT_HOLD_LIMITS,
  DEFAULT_ADDRESS_HOLD_LIMITS,
  type HoldLimitKind,
  type HoldLimits,
} from "@heritage/domain/orders";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Tx } from "../../../db/client.ts";
import { rowsOf } from "../../../db/rows.ts";
import { orderLines, orders } from "../../../db/schema/orders.ts";
import { HttpError, type LocalizedDetail } from "../../../lib/http-errors.ts";

/** A cart line as the hold check needs it. */
export interface WantedLine {
  product_id: number;
  name: string;
  quantity: number;
}

/** What a set of pending orders holds: the orders, units per product, units in all. */
interface Held {
  orders: Set<number>;
  byProduct: Map<number, number>;
  units: number;
}

interface HoldRow {
  order_id: number;
  own: boolean;
  /** Placed from the client address of this placement. */
  here: boolean;
  product_id: number;
  quantity: number;
}

// Keys of pg_advisory_xact_lock(int, int): this namespace and a hash of the client address.
const ADDRESS_LOCK_NAMESPACE = 7013;

export function holdLimitsOf(app: FastifyInstance): { account: HoldLimits; address: HoldLimits } {
  return (
    app.config.orderLimits ?? { account: DEFAULT_ACCOUNT_HOLD_LIMITS, address: DEFAULT_ADDRESS_HOLD_LIMITS }
  );
}

/**
 * Placements from one address queue here until the first commits (the shopper's own placements
 * already queue on the cart row), so concurrent orders from one address see each other's holds
 * and cannot pass the address's limits together. Released at commit or rollback.
 */
export async function lockClientAddress(tx: Tx, address: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCK_NAMESPACE}, hashtext(${address}))`);
}

/** The lines of pending, unexpired orders of this account or this address, newest order first. */
async function readHolds(tx: Tx, userId: number, address: string, now: Date): Promise<HoldRow[]> {
  const result = await tx.execute(sql`
    select o.id as order_id, coalesce(o.user_id = ${userId}, false) as own,
      coalesce(o.client_address = ${address}, false) as here, l.product_id, l.quantity
    from ${orders} o join ${orderLines} l on l.order_id = o.id
    where o.status = 'pending' and o.expires_at > ${now.toISOString()}::timestamptz
      and (o.user_id = ${userId} or o.client_address = ${address})
    order by o.created_at desc, o.id desc`);
  return rowsOf<HoldRow>(result);
}

function tally(rows: HoldRow[]): Held {
  const held: Held = { orders: new Set(), byProduct: new Map(), units: 0 };
  for (const row of rows) {
    held.orders.add(Number(row.order_id));
    held.byProduct.set(row.product_id, (held.byProduct.get(row.product_id) ?? 0) + row.quantity);
    held.units += row.quantity;
  }
  return held;
}

/** The first cap the new order would pass, or null when it fits. */
function passedCap(
  held: Held,
  limits: HoldLimits,
  wanted: WantedLine[],
): { kind: HoldLimitKind; max: number; held: number; line: WantedLine | null } | null {
  if (held.orders.size + 1 > limits.orders) {
    return { kind: "orders", max: limits.orders, held: held.orders.size, line: null };
  }
  for (const line of wanted) {
    const already = held.byProduct.get(line.product_id) ?? 0;
    if (already + line.quantity > limits.productUnits) {
      return { kind: "product_units", max: limits.productUnits, held: already, line };
    }
  }
  const units = wanted.reduce((sum, line) => sum + line.quantity, 0);
  if (held.units + units > limits.units)
    return { kind: "units", max: limits.units, held: held.units, line: null };
  return null;
}

/** The cap's text, in the language the request reads (a function of the messages of that language). */
function capMessage(kind: HoldLimitKind, max: number, line: WantedLine | null): LocalizedDetail {
  return ({ orders: m }) => {
    if (kind === "orders") return m.holdLimitOrders(max);
    if (kind === "product_units") return m.holdLimitProductUnits(max, line?.name ?? "");
    return m.holdLimitUnits(max);
  };
}

/** Thrown when the cart would hold again what one of the shopper's pending orders holds. */
export class ExistingOrderError extends Error {
  constructor(readonly orderId: number) {
    super("existing pending order");
  }
}

/**
 * Refuses an order that would let this account or this address hold too much unpaid (decision
 * 070). Runs inside the placement transaction after the address and cart locks, so
 * concurrent placements are counted one after another. In this order:
 * - a cart line already held by one of the shopper's own pending orders: that order is offered
 *   instead of a second hold (ExistingOrderError, answered 409 with the order);
 * - the account's caps: 409 with `limit` (the shopper can pay for or cancel an order);
 * - the address's wider caps: 429 (shoppers sharing a network address wait for holds to end).
 */
export async function checkHolds(
  tx: Tx,
  limits: { account: HoldLimits; address: HoldLimits },
  userId: number,
  address: string,
  wanted: WantedLine[],
  now: Date,
): Promise<void> {
  const rows = await readHolds(tx, userId, address, now);
  const own = rows.filter((row) => row.own);
  const wantedIds = new Set(wanted.map((line) => line.product_id));
  const overlapping = own.find((row) => wantedIds.has(row.product_id));
  if (overlapping) throw new ExistingOrderError(Number(overlapping.order_id));

  const account = passedCap(tally(own), limits.account, wanted);
  if (account) {
    throw new HttpError(409, capMessage(account.kind, account.max, account.line), {
      reason: "hold_limit",
      limit: {
        kind: account.kind,
        max: account.max,
        held: account.held,
        product_id: account.line?.product_id ?? null,
      },
    });
  }
  if (passedCap(tally(rows.filter((row) => row.here)), limits.address, wanted)) {
    throw new HttpError(429, messages.orders.addressHoldLimit, { reason: "address_hold_limit" });
  }
}
