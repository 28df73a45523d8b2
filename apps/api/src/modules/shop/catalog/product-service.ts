import type { Product, ProductInput } from "@heritage/domain/catalog";
import { messages } from "@heritage/domain/messages";
import type { FastifyInstance } from "fastify";
import { isForeignKeyViolation } from "../../../db/pg-errors.ts";
import { conflict, fieldError, notFound } from "../../../lib/http-errors.ts";
import { type StoredImage, withStoredImages } from "../../../media/image-references.ts";
import { releaseMedia } from "../../../media/media-release.ts";
import { mergeStaleChanges } from "./product-merge.ts";
import {
  categoryExists,
  deleteProduct,
  insertProduct,
  type ProductExtras,
  productAsInput,
  productExists,
  productImageUrls,
  updateProduct,
} from "./product-repository.ts";
import { findProduct, type ProductView } from "./product-view.ts";

const unknownCategory = () => fieldError("category", messages.product.categoryUnknown);
const imagesField = { field: "uploaded_images", invalidMessage: messages.product.imagesInvalid };

/** A category deleted between the check and the write trips the foreign key; same answer. */
async function guardCategory<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw unknownCategory();
    throw error;
  }
}

async function load(app: FastifyInstance, id: number, view: ProductView): Promise<Product> {
  const product = await findProduct(app.db, id, { ...view, admin: true });
  if (!product) throw notFound(messages.product.notFound);
  return product;
}

export async function createProduct(
  app: FastifyInstance,
  input: ProductInput,
  view: ProductView,
  extras: ProductExtras = {},
): Promise<Product> {
  const { uploaded_images, ...fields } = input;
  if (!(await categoryExists(app.db, fields.category))) throw unknownCategory();
  const id = await withStoredImages(app, uploaded_images, imagesField, (images) =>
    guardCategory(() => insertProduct(app.db, fields, images, extras)),
  );
  return load(app, id, view);
}

/**
 * A write that changed nothing: the product is gone (404) or moved past the version sent (409),
 * with the fields both sides changed when the save was merged (decision 232).
 */
async function refusal(app: FastifyInstance, id: number, view: ProductView, fields?: string[]) {
  const current = await findProduct(app.db, id, { ...view, admin: true });
  return current
    ? conflict(messages.product.changed, { current, ...(fields && { fields }) })
    : notFound(messages.product.notFound);
}

/**
 * A save from an older version with the values it was loaded with (`base`) is merged onto the
 * product as it is now (decision 232): the changes that still apply, and the version they apply to.
 * The UPDATE checks that version as ever, so a write in between refuses it rather than being lost.
 */
async function merged(
  app: FastifyInstance,
  id: number,
  changes: Partial<ProductInput>,
  view: ProductView,
  version: number,
  base: Record<string, unknown>,
): Promise<{ changes: Partial<ProductInput>; version: number }> {
  const current = await productAsInput(app.db, id);
  if (!current) throw notFound(messages.product.notFound);
  if (current.version === version) return { changes, version };
  const merge = mergeStaleChanges(changes, base, current.values);
  if (merge.conflicts.length > 0) throw await refusal(app, id, view, merge.conflicts);
  return { changes: merge.changes, version: current.version };
}

/**
 * PUT sends every field, PATCH some; a given image list replaces the old one, keeping its URLs.
 * With `version`, nothing is written unless the product is still at that version (decision 075).
 */
export async function changeProduct(
  app: FastifyInstance,
  id: number,
  changes: Partial<ProductInput>,
  view: ProductView,
  sentVersion?: number,
  base?: Record<string, unknown>,
  extras: ProductExtras = {},
): Promise<Product> {
  if (!(await productExists(app.db, id))) throw notFound(messages.product.notFound);
  const write =
    sentVersion !== undefined && base
      ? await merged(app, id, changes, view, sentVersion, base)
      : { changes, version: sentVersion };
  const version = write.version;
  const { uploaded_images, ...fields } = write.changes;
  if (fields.category !== undefined && !(await categoryExists(app.db, fields.category))) {
    throw unknownCategory();
  }
  // Throwing (not returning) lets withStoredImages discard the images this refused write stored.
  const save = async (images?: StoredImage[]) => {
    if (!(await guardCategory(() => updateProduct(app.db, id, fields, images, version, extras)))) {
      throw await refusal(app, id, view);
    }
  };
  const previousImages = uploaded_images ? await productImageUrls(app.db, id) : [];
  await (uploaded_images ? withStoredImages(app, uploaded_images, imagesField, save) : save());
  // Saved: the pictures the new list dropped go, unless something else (an order line) shows them.
  await releaseMedia(app, previousImages);
  return load(app, id, view);
}

export async function removeProduct(app: FastifyInstance, id: number): Promise<void> {
  const images = await productImageUrls(app.db, id);
  try {
    if (!(await deleteProduct(app.db, id))) throw notFound(messages.product.notFound);
    await releaseMedia(app, images);
  } catch (error) {
    // Cart lines and wishlist entries cascade; only records that must keep the product (orders) block.
    if (isForeignKeyViolation(error)) throw conflict(messages.product.inUse);
    throw error;
  }
}
