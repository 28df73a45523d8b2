import { NON_COMMERCIAL_LABELS } from "@heritage/domain/local-contexts-labels";
import { messages } from "@heritage/domain/messages";
import type { ProductStoryInput } from "@heritage/domain/protocols";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { products } from "../../../db/schema/catalog.ts";
import { items } from "../../../db/schema/collections.ts";
import { creators } from "../../../db/schema/community.ts";
import { productItems } from "../../../db/schema/protocols.ts";
import { FieldErrors, fieldError, notFound } from "../../../lib/http-errors.ts";
import { listItems } from "../collections/item-list.ts";
import { labelsOf } from "./item-protocol-service.ts";
import type { Viewer } from "./visibility.ts";

/**
 * A product's story (decision 164): its maker and the repository items of its tradition.
 * Sacred or secret items, and items labelled Non-Commercial (TK or BC), are never linked to what is
 * sold: the server refuses, naming the item, in the reader's language.
 */

const m = messages.protocols;

export async function productRow(db: Db, id: number) {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw notFound();
  return row;
}

export async function makerOf(db: Db, makerId: number | null) {
  if (makerId === null) return null;
  const [row] = await db.select().from(creators).where(eq(creators.id, makerId));
  return row ?? null;
}

export async function linkedItemIds(db: Db, productId: number): Promise<number[]> {
  const rows = await db
    .select({ item_id: productItems.item_id })
    .from(productItems)
    .where(eq(productItems.product_id, productId))
    .orderBy(asc(productItems.position));
  return rows.map((row) => row.item_id);
}

/** The admin form's view: the maker's slug and the linked items' ids and first titles. */
export async function storyForAdmin(db: Db, productId: number) {
  const product = await productRow(db, productId);
  const maker = await makerOf(db, product.maker_id);
  const rows = await db
    .select({ id: items.public_id, title: items.dc_title })
    .from(productItems)
    .innerJoin(items, eq(items.id, productItems.item_id))
    .where(eq(productItems.product_id, productId))
    .orderBy(asc(productItems.position));
  return {
    maker: maker?.slug ?? null,
    items: rows.map((row) => ({ id: row.id, title: row.title[0] ?? "" })),
  };
}

export async function writeStory(db: Db, productId: number, input: ProductStoryInput) {
  await productRow(db, productId);
  const maker = input.maker
    ? (await db.select({ id: creators.id }).from(creators).where(eq(creators.slug, input.maker)))[0]
    : undefined;
  if (input.maker && !maker) throw fieldError("maker", m.makerUnknown);
  const ids = [...new Set(input.items.map((id) => id.toLowerCase()))];
  const rows = ids.length
    ? await db
        .select({ id: items.id, public_id: items.public_id, sacred: items.sacred, title: items.dc_title })
        .from(items)
        .where(and(inArray(items.public_id, ids), isNull(items.deleted_at)))
    : [];
  if (rows.length !== ids.length) throw fieldError("items", m.itemUnknown);
  const labels = await labelsOf(
    db,
    rows.map((row) => row.id),
  );
  for (const row of rows) {
    const title = row.title[0] ?? "";
    const refusal = row.sacred
      ? ("sacredNotForSale" as const)
      : (labels.get(row.id) ?? []).some((code) => NON_COMMERCIAL_LABELS.includes(code))
        ? ("nonCommercialNotForSale" as const)
        : null;
    if (refusal) {
      throw new FieldErrors(
        { items: [m[refusal].replace("{title}", title)] },
        { items: (texts) => texts.protocols[refusal].replace("{title}", title) },
      );
    }
  }
  const ordered = ids.map((id) => rows.find((row) => row.public_id === id)!);
  await db.transaction(async (tx) => {
    await tx
      .update(products)
      .set({ maker_id: maker?.id ?? null })
      .where(eq(products.id, productId));
    await tx.delete(productItems).where(eq(productItems.product_id, productId));
    if (ordered.length > 0) {
      await tx
        .insert(productItems)
        .values(ordered.map((row, position) => ({ product_id: productId, item_id: row.id, position })));
    }
  });
  return storyForAdmin(db, productId);
}

/** The published items linked to a product's story, as this reader may see them (at most 12). */
export async function storyItems(db: Db, productId: number, viewer: Viewer) {
  const { rows } = await listItems(
    db,
    { page_size: 12, status: "published" },
    false,
    sql`${items.id} in (select ${productItems.item_id} from ${productItems} where ${productItems.product_id} = ${productId})`,
    undefined,
    viewer,
  );
  return rows;
}
