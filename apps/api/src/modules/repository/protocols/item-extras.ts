import type { Language } from "@heritage/domain/languages";
import { LOCAL_CONTEXTS_LABELS } from "@heritage/domain/local-contexts-label-texts";
import type { LabelCode } from "@heritage/domain/local-contexts-labels";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { productImages, products } from "../../../db/schema/catalog.ts";
import { productItems } from "../../../db/schema/protocols.ts";
import { labelsOf } from "./item-protocol-service.ts";

/**
 * What an item's page adds for cultural protocols: its Local Contexts labels in the reader's language
 * (decision 163) and "Made today in this tradition", the active products linked to it (decision 164).
 */

/** What a product card reads of a product (`productCards` below), for every list that shows them. */
export const productCardColumns = {
  id: products.id,
  name: products.name,
  price: products.price,
  translations: products.translations,
  original_language: products.original_language,
};

export function labelView(code: LabelCode, language: Language) {
  const label = LOCAL_CONTEXTS_LABELS[code];
  return { code, kind: label.kind, name: label.name[language], explanation: label.explanation[language] };
}

export async function itemExtras(db: Db, itemId: number, language: Language) {
  const labels = (await labelsOf(db, [itemId])).get(itemId) ?? [];
  const linked = await db
    .select(productCardColumns)
    .from(productItems)
    .innerJoin(products, eq(products.id, productItems.product_id))
    .where(and(eq(productItems.item_id, itemId), eq(products.is_active, true)))
    .orderBy(asc(productItems.position), asc(products.id))
    .limit(12);
  return {
    labels: labels.map((code) => labelView(code, language)),
    made_today: await productCards(db, linked, language),
  };
}

/**
 * For each listed item, the first active product linked to it (position order), so that the library
 * can offer a book's edition to buy from its card (decision 178). One query for the page.
 */
export async function productsForSale(db: Db, itemIds: number[], language: Language) {
  const forSale = new Map<number, { id: number; name: string; price: number }>();
  if (itemIds.length === 0) return forSale;
  const linked = await db
    .select({ item_id: productItems.item_id, ...productCardColumns })
    .from(productItems)
    .innerJoin(products, eq(products.id, productItems.product_id))
    .where(and(inArray(productItems.item_id, itemIds), eq(products.is_active, true)))
    .orderBy(asc(productItems.position), asc(products.id));
  for (const row of linked) {
    if (!forSale.has(row.item_id)) {
      forSale.set(row.item_id, { id: row.id, name: nameIn(row, language), price: row.price });
    }
  }
  return forSale;
}

type ProductRow = {
  id: number;
  name: string;
  price: number;
  translations: unknown;
  original_language: string;
};

/**
 * Products as small cards (name in the reader's language, price, primary picture), in the given order:
 * "Made today in this tradition" on an item's page and the products on a maker's page.
 */
export async function productCards(db: Db, rows: ProductRow[], language: Language) {
  const images = rows.length
    ? await db
        .select({
          product_id: productImages.product_id,
          url: productImages.thumbnail_url,
          is_primary: productImages.is_primary,
        })
        .from(productImages)
        .where(
          inArray(
            productImages.product_id,
            rows.map((product) => product.id),
          ),
        )
        .orderBy(asc(productImages.position), asc(productImages.id))
    : [];
  return rows.map((product) => ({
    id: product.id,
    name: nameIn(product, language),
    price: product.price,
    image:
      images.find((i) => i.product_id === product.id && i.is_primary)?.url ??
      images.find((i) => i.product_id === product.id)?.url ??
      null,
  }));
}

function nameIn(
  product: { name: string; original_language: string; translations: unknown },
  language: Language,
): string {
  if (product.original_language === language) return product.name;
  const translations = product.translations as Record<string, { name?: string } | undefined>;
  return translations[language]?.name || product.name;
}
