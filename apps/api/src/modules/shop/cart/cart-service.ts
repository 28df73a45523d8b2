import type { AddItemInput, Cart } from "@heritage/domain/cart";
import { DEFAULT_LANGUAGE, type Language } from "@heritage/domain/languages";
import { messages } from "@heritage/domain/messages";
import { francsToDecimal } from "@heritage/domain/money";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../../db/client.ts";
import { HttpError, type LocalizedDetail, notFound } from "../../../lib/http-errors.ts";
import { toProduct } from "../catalog/product-view.ts";
import {
  addToLine,
  deleteLine,
  ensureCart,
  findCart,
  findOwnLine,
  lineQuantity,
  lockCart,
  lockProduct,
  setLineQuantity,
  touchCart,
} from "./cart-repository.ts";

/** A refused add or update: the reason as `detail`, plus product §7's failure status and text. */
const refused = (detail: string | LocalizedDetail) =>
  new HttpError(400, detail, { status: false, message: messages.cart.addFailed });

/**
 * The cart as served: lines with full products in the reader's language, and totals over
 * them. Two queries once it exists.
 */
export async function loadCart(
  db: Db,
  userId: number,
  now: Date,
  language: Language = DEFAULT_LANGUAGE,
): Promise<Cart> {
  const found = await findCart(db, userId);
  if (!found) {
    return { id: await ensureCart(db, userId, now), items: [], total_items: 0, total_price: "0.00" };
  }
  const items = found.lines.map((line) => ({
    id: line.id,
    product: toProduct(line.product, found.images.get(line.product.id), { language }),
    quantity: line.quantity,
    subtotal: francsToDecimal(line.product.price * line.quantity),
  }));
  return {
    id: found.id,
    items,
    total_items: found.lines.reduce((sum, line) => sum + line.quantity, 0),
    total_price: francsToDecimal(
      found.lines.reduce((sum, line) => sum + line.product.price * line.quantity, 0),
    ),
  };
}

/**
 * Adds to the cart within the stock, counting what the cart already holds. The cart row and
 * then the product row are locked for the whole transaction, so concurrent adds queue instead
 * of all reading the same line and stock, and an order being placed from this cart waits.
 */
export async function addItem(
  app: FastifyInstance,
  userId: number,
  input: AddItemInput,
  language?: Language,
): Promise<Cart> {
  await app.db.transaction(async (tx) => {
    const now = app.now();
    const cartId = await lockCart(tx, userId, now);
    const product = await lockProduct(tx, input.product_id);
    if (!product) throw refused(messages.product.notFound);
    if (!product.is_active) throw refused(messages.product.inactive);
    if (product.stock === 0) throw refused(messages.market.outOfStock);
    const already = await lineQuantity(tx, cartId, product.id);
    if (already + input.quantity > product.stock) {
      const available = Math.max(0, product.stock - already);
      throw refused((m) => m.market.quantityOverStock(available));
    }
    await addToLine(tx, cartId, product.id, input.quantity, now);
    await touchCart(tx, cartId, now);
  });
  return loadCart(app.db, userId, app.now(), language);
}

/** Sets a line's quantity to 1..stock, under the same locks as adding. */
export async function setQuantity(
  app: FastifyInstance,
  userId: number,
  lineId: number,
  quantity: number,
  language?: Language,
): Promise<Cart> {
  await app.db.transaction(async (tx) => {
    const now = app.now();
    const cartId = await lockCart(tx, userId, now);
    const line = await findOwnLine(tx, userId, lineId);
    if (!line) throw notFound(messages.cart.itemNotFound);
    const product = await lockProduct(tx, line.product_id);
    if (!product?.is_active) throw refused(messages.product.inactive);
    if (quantity > product.stock) {
      const { stock } = product;
      throw refused((m) => m.cart.quantityAboveStock(stock));
    }
    if (!(await setLineQuantity(tx, line.id, quantity, now))) throw notFound(messages.cart.itemNotFound);
    await touchCart(tx, cartId, now);
  });
  return loadCart(app.db, userId, app.now(), language);
}

/**
 * Removes a line and marks the cart as changed, in one transaction (the admin sees the removal).
 * The cart row is locked first, as everywhere else, so a removal racing an order cannot deadlock.
 */
export async function removeLine(app: FastifyInstance, userId: number, lineId: number): Promise<void> {
  await app.db.transaction(async (tx) => {
    const now = app.now();
    const cartId = await lockCart(tx, userId, now);
    if (!(await deleteLine(tx, cartId, lineId))) throw notFound(messages.cart.itemNotFound);
    await touchCart(tx, cartId, now);
  });
}
