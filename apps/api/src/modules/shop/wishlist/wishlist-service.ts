import { messages } from "@heritage/domain/messages";
import type { Db } from "../../../db/client.ts";
import { HttpError } from "../../../lib/http-errors.ts";
import { flipWish, isActiveProduct } from "./wishlist-repository.ts";

/** A refused toggle: why, as `detail`, with product §7's failure text as the status. */
const refused = (detail: string) => new HttpError(400, detail, { status: messages.wishlist.updateFailed });

/**
 * Removes the product if wishlisted, else adds it; answers whether it is wishlisted now.
 * A product taken off sale can still be removed, but not added.
 */
export async function toggleWish(db: Db, userId: number, productId: number, now: Date): Promise<boolean> {
  const wished = await flipWish(db, userId, productId, now);
  if (wished !== null) return wished;
  // Nothing flipped: say why (only this refused path reads the product).
  const active = await isActiveProduct(db, productId);
  throw refused(active === null ? messages.product.notFound : messages.product.inactive);
}
