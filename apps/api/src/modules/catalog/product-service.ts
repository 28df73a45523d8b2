import type { Product, ProductInput } from "@heritage/domain/catalog";
import { messages } from "@heritage/domain/messages";
import type { FastifyInstance } from "fastify";
import { conflict, fieldError, notFound } from "../../lib/http-errors.ts";
import { type StoredImage, withStoredImages } from "../media/image-references.ts";
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from "./pg-error.ts";
import {
  categoryExists,
  deleteProduct,
  insertProduct,
  productExists,
  updateProduct,
} from "./product-repository.ts";
import { findProduct } from "./product-view.ts";

const unknownCategory = () => fieldError("category", messages.product.categoryUnknown);
const imagesField = { field: "uploaded_images", invalidMessage: messages.product.imagesInvalid };

/** A category deleted between the check and the write trips the foreign key; same answer. */
async function guardCategory<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw unknownCategory();
    throw error;
  }
}

async function load(app: FastifyInstance, id: number): Promise<Product> {
  const product = await findProduct(app.db, id, true);
  if (!product) throw notFound(messages.product.notFound);
  return product;
}

export async function createProduct(app: FastifyInstance, input: ProductInput): Promise<Product> {
  const { uploaded_images, ...fields } = input;
  if (!(await categoryExists(app.db, fields.category))) throw unknownCategory();
  const id = await withStoredImages(app, uploaded_images, imagesField, (images) =>
    guardCategory(() => insertProduct(app.db, fields, images)),
  );
  return load(app, id);
}

/** PUT sends every field, PATCH some; a given image list replaces the old one, keeping its URLs. */
export async function changeProduct(
  app: FastifyInstance,
  id: number,
  changes: Partial<ProductInput>,
): Promise<Product> {
  const { uploaded_images, ...fields } = changes;
  if (!(await productExists(app.db, id))) throw notFound(messages.product.notFound);
  if (fields.category !== undefined && !(await categoryExists(app.db, fields.category))) {
    throw unknownCategory();
  }
  const save = (images?: StoredImage[]) => guardCategory(() => updateProduct(app.db, id, fields, images));
  const updated = uploaded_images
    ? await withStoredImages(app, uploaded_images, imagesField, save)
    : await save();
  if (!updated) throw notFound(messages.product.notFound);
  return load(app, id);
}

export async function removeProduct(app: FastifyInstance, id: number): Promise<void> {
  try {
    if (!(await deleteProduct(app.db, id))) throw notFound(messages.product.notFound);
  } catch (error) {
    // Cart lines and wishlist entries cascade; only records that must keep the product (orders) block.
    if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw conflict(messages.product.inUse);
    throw error;
  }
}
