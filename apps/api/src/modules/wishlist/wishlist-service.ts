import { messages } from "@heritage/domain/messages";
import type { Db } from "../../db/client.ts";
import { HttpError } from "../../lib/http-errors.ts";
import { addEntry, isActiveProduct, removeEntry } from "./wishlist-repository.ts";

/** A refused toggle: why, as `detail`, with SPEC §7's failure text as the status. */
const refused = (detail: string) => new HttpError(400, detail, { status: messages.wishlist.updateFailed });

/**
 * Removes the product if wishlisted, else adds it; answers whether it is wishlisted now.
 * A product taken off sale can still be removed, but not added.
 */
export async function toggleWish(db: Db, userId: number, productId: number): Promise<boolean> {
  if (await removeEntry(db, userId, productId)) return false;
  const active = await isActiveProduct(db, productId);
  if (active === null) throw refused(messages.product.notFound);
  if (!active) throw refused(messages.product.inactive);
  await addEntry(db, userId, productId);
  return true;
}
