import type { Category, CategoryInput } from "@heritage/domain/catalog";
import { messages } from "@heritage/domain/messages";
import type { FastifyInstance } from "fastify";
import { conflict, fieldError, notFound } from "../../lib/http-errors.ts";
import { withStoredImages } from "../media/image-references.ts";
import {
  type CategoryFields,
  countProductsIn,
  deleteCategory,
  findCategory,
  insertCategory,
  slugTaken,
  updateCategory,
} from "./category-repository.ts";
import { FOREIGN_KEY_VIOLATION, pgErrorCode, UNIQUE_VIOLATION } from "./pg-error.ts";

const slugTakenError = () => fieldError("slug", messages.category.slugTaken);
const imageField = { field: "image", invalidMessage: messages.category.imageInvalid };

/** A race between two admins on one slug ends at the unique index; answer it like the check. */
async function guardSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw slugTakenError();
    throw error;
  }
}

async function load(app: FastifyInstance, id: number): Promise<Category> {
  const category = await findCategory(app.db, String(id));
  if (!category) throw notFound();
  return category;
}

export async function createCategory(app: FastifyInstance, input: CategoryInput): Promise<Category> {
  if (await slugTaken(app.db, input.slug)) throw slugTakenError();
  const id = await withStoredImages(app, [input.image], imageField, ([image]) =>
    guardSlug(() => insertCategory(app.db, { ...input, image: image!.url })),
  );
  return load(app, id);
}

/** PUT sends every field, PATCH some; the image may be the category's current URL. */
export async function changeCategory(
  app: FastifyInstance,
  id: number,
  changes: Partial<CategoryInput>,
): Promise<Category> {
  const current = await findCategory(app.db, String(id));
  if (!current || current.id !== id) throw notFound();
  if (changes.slug !== undefined && (await slugTaken(app.db, changes.slug, id))) throw slugTakenError();
  const { image, ...rest } = changes;
  const save = (fields: Partial<CategoryFields>) =>
    guardSlug(() => updateCategory(app.db, id, withoutUndefined(fields)));
  const updated =
    image === undefined
      ? await save(rest)
      : await withStoredImages(app, [image], imageField, ([stored]) => save({ ...rest, image: stored!.url }));
  if (!updated) throw notFound();
  return load(app, id);
}

/** 409 while products (active or not) still belong to it, rather than the foreign key's error. */
export async function removeCategory(app: FastifyInstance, id: number): Promise<void> {
  const products = await countProductsIn(app.db, id);
  if (products > 0) throw conflict(messages.category.hasProducts, { product_count: products });
  try {
    if (!(await deleteCategory(app.db, id))) throw notFound();
  } catch (error) {
    // A product added between the count and the delete.
    if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw conflict(messages.category.hasProducts);
    throw error;
  }
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
