import type { Language } from "@heritage/domain/languages";
import { messages } from "@heritage/domain/messages";
import { francsToDecimal } from "@heritage/domain/money";
import {
  DEFAULT_ORDER_HOLD_HOURS,
  formatOrderNumber,
  type OrderLineProblem,
  type placeOrderSchema,
} from "@heritage/domain/orders";
import { and, asc, eq, gte, inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import type { Tx } from "../../../db/client.ts";
import { rowsOf } from "../../../db/rows.ts";
import { cartItems, carts } from "../../../db/schema/cart.ts";
import { productImages, products } from "../../../db/schema/catalog.ts";
import { orderLines, orders } from "../../../db/schema/orders.ts";
import { users } from "../../../db/schema/users.ts";
import { HttpError } from "../../../lib/http-errors.ts";
import { checkForeignPhone, totalChanged } from "../shop-offers/checkout-rules.ts";
import { checkoutTotals } from "../shop-offers/checkout-totals.ts";
import { checkHolds, holdLimitsOf, lockClientAddress } from "./order-holds.ts";
import type { OrderRow } from "./order-view.ts";
import { kigaliYear } from "./shop-time.ts";

type PlaceOrder = z.output<typeof placeOrderSchema>;

interface CartLine {
  product_id: number;
  name: string;
  quantity: number;
  price: number;
  stock: number;
  is_active: boolean;
}

/** What is wrong with one cart line right now, or null when it can be served as it is. */
function problemWith(line: CartLine, expected: Map<number, number>): OrderLineProblem | null {
  const seen = expected.get(line.product_id);
  const reason = !line.is_active
    ? "unavailable"
    : line.stock === 0
      ? "out_of_stock"
      : line.stock < line.quantity
        ? "insufficient_stock"
        : seen !== undefined && seen !== line.price
          ? "price_changed"
          : null;
  if (!reason) return null;
  return {
    product_id: line.product_id,
    name: line.name,
    requested: line.quantity,
    available: line.is_active ? line.stock : 0,
    reason,
    price: francsToDecimal(line.price),
    expected_price: seen === undefined ? null : francsToDecimal(seen),
  };
}

const refuse = (lines: OrderLineProblem[]) => new HttpError(409, messages.orders.linesUnavailable, { lines });

async function readCart(tx: Tx, cartId: number): Promise<CartLine[]> {
  return tx
    .select({
      product_id: products.id,
      name: products.name,
      quantity: cartItems.quantity,
      price: products.price,
      stock: products.stock,
      is_active: products.is_active,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.product_id))
    .where(eq(cartItems.cart_id, cartId))
    .orderBy(asc(products.id));
}

/**
 * Takes the quantity out of stock only if that much is still there: under concurrent orders
 * the row lock makes the others wait and re-check `stock >= quantity`, so stock never goes
 * below zero and a unique piece is sold once. Products are taken in id order (no deadlocks).
 */
async function takeStock(tx: Tx, line: CartLine, now: Date): Promise<CartLine | null> {
  const [taken] = await tx
    .update(products)
    .set({ stock: sql`${products.stock} - ${line.quantity}`, updated_at: now })
    .where(
      and(eq(products.id, line.product_id), eq(products.is_active, true), gte(products.stock, line.quantity)),
    )
    .returning({ price: products.price, name: products.name, stock: products.stock });
  // The line as it stood when taken: the stock before this order, today's price and name.
  return taken ? { ...line, ...taken, stock: taken.stock + line.quantity } : null;
}

/**
 * After a refused take, reads the product as it is now. Another order usually took the stock;
 * if a cancellation has just put it back, one more try is fair.
 */
async function takeAgainIfBack(
  tx: Tx,
  line: CartLine,
  now: Date,
  expected: Map<number, number>,
): Promise<CartLine | OrderLineProblem> {
  const [current] = await tx
    .select({
      stock: products.stock,
      price: products.price,
      name: products.name,
      is_active: products.is_active,
    })
    .from(products)
    .where(eq(products.id, line.product_id));
  const seenNow: CartLine = { ...line, ...(current ?? { stock: 0, is_active: false }) };
  const problem = problemWith(seenNow, expected);
  if (problem) return problem;
  return (await takeStock(tx, line, now)) ?? problemWith({ ...seenNow, stock: 0 }, expected)!;
}

async function primaryThumbnails(tx: Tx, productIds: number[]): Promise<Map<number, string>> {
  const rows = await tx
    .select({ product_id: productImages.product_id, thumbnail: productImages.thumbnail_url })
    .from(productImages)
    .where(and(inArray(productImages.product_id, productIds), eq(productImages.is_primary, true)));
  return new Map(rows.map((row) => [row.product_id, row.thumbnail]));
}

/**
 * POST /api/market/orders/: in one transaction, checks the cart against what the shopper and
 * their address already hold unpaid (order-holds.ts), then against stock and price, takes the stock, records the order with today's prices and empties the cart. Any line that
 * cannot be served refuses the whole order (409) and the rollback leaves everything as it was.
 */
export async function placeOrder(
  app: FastifyInstance,
  userId: number,
  clientAddress: string,
  input: PlaceOrder,
  language: Language = "en",
): Promise<OrderRow> {
  const now = app.now();
  const holdHours = app.config.orderHoldHours ?? DEFAULT_ORDER_HOLD_HOURS;
  const expected = new Map((input.expected_prices ?? []).map((seen) => [seen.product_id, seen.price]));

  const limits = holdLimitsOf(app);
  // A foreign number only while the shop delivers abroad (decision 171): refused before anything is held.
  await checkForeignPhone(app.db, input.contact_phone);

  return app.db.transaction(async (tx) => {
    // Address first, then cart, in every placement (no deadlock): the hold limits count them in turn.
    await lockClientAddress(tx, clientAddress);
    // Locks this shopper's cart: a double click cannot turn one cart into two orders.
    const [cart] = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(eq(carts.user_id, userId))
      .for("update");
    const cartLines = cart ? await readCart(tx, cart.id) : [];
    if (!cart || cartLines.length === 0) throw new HttpError(400, messages.orders.emptyCart);
    await checkHolds(tx, limits, userId, clientAddress, cartLines, now);

    const early = cartLines.map((line) => problemWith(line, expected)).filter((p) => p !== null);
    if (early.length > 0) throw refuse(early);

    const taken: CartLine[] = [];
    const late: OrderLineProblem[] = [];
    for (const line of cartLines) {
      const result = (await takeStock(tx, line, now)) ?? (await takeAgainIfBack(tx, line, now, expected));
      const problem = "reason" in result ? result : problemWith(result, expected);
      if (problem) late.push(problem);
      else taken.push(result as CartLine);
    }
    if (late.length > 0) throw refuse(late);

    // The code and delivery, summed by the server on the prices just taken. The code's
    // row is locked last (after the products, in every placement: no deadlock).
    const subtotal = taken.reduce((sum, line) => sum + line.price * line.quantity, 0);
    const totals = await checkoutTotals(tx, input, { userId, subtotal, now, lock: true });
    if (input.expected_total !== undefined && input.expected_total !== totals.total)
      throw totalChanged(totals, language);

    const [customer] = await tx
      .select({ first_name: users.first_name, last_name: users.last_name, username: users.username })
      .from(users)
      .where(eq(users.id, userId));
    const fullName = `${customer?.first_name ?? ""} ${customer?.last_name ?? ""}`.trim();
    const sequence = rowsOf<{ value: string | number }>(
      await tx.execute(sql`select nextval('order_numbers') as value`),
    )[0]!.value;

    const [order] = await tx
      .insert(orders)
      .values({
        number: formatOrderNumber(kigaliYear(now), Number(sequence)),
        user_id: userId,
        customer_name: fullName || customer?.username || "",
        total: totals.total,
        subtotal,
        discount: totals.discount,
        delivery_fee: totals.deliveryFee ?? 0,
        promo_code_id: totals.promo?.id ?? null,
        promo_code: totals.promo?.code ?? null,
        delivery_zone_id: totals.zone?.id ?? null,
        delivery_zone: totals.zone?.name ?? null,
        delivery_district: input.delivery_country === "RW" ? (input.delivery_district ?? null) : null,
        delivery_country: input.delivery_country,
        delivery_days_min: totals.zone?.days_min ?? null,
        delivery_days_max: totals.zone?.days_max ?? null,
        contact_phone: input.contact_phone,
        delivery_address: input.delivery_address,
        client_address: clientAddress,
        payment_method: input.payment ? "mobile_money" : "whatsapp",
        expires_at: new Date(now.getTime() + holdHours * 3_600_000),
        created_at: now,
        updated_at: now,
      })
      .returning();
    const thumbnails = await primaryThumbnails(
      tx,
      taken.map((line) => line.product_id),
    );
    // Each line keeps the product's maker as it was when ordered, for payouts later (decision 164).
    const makers = new Map(
      (
        await tx
          .select({ id: products.id, maker_id: products.maker_id })
          .from(products)
          .where(
            inArray(
              products.id,
              taken.map((line) => line.product_id),
            ),
          )
      ).map((row) => [row.id, row.maker_id]),
    );
    await tx.insert(orderLines).values(
      taken.map((line) => ({
        order_id: order!.id,
        product_id: line.product_id,
        name: line.name,
        image: thumbnails.get(line.product_id) ?? null,
        price: line.price,
        quantity: line.quantity,
        maker_id: makers.get(line.product_id) ?? null,
      })),
    );
    await tx.delete(cartItems).where(eq(cartItems.cart_id, cart.id));
    await tx.update(carts).set({ updated_at: now }).where(eq(carts.id, cart.id));
    return order!;
  });
}
