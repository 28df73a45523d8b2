import type { Category, CategoryInput } from "@heritage/domain/catalog";
import { messages } from "@heritage/domain/messages";
import type { FastifyInstance } from "fastify";
import { isForeignKeyViolation, pgErrorCode, UNIQUE_VIOLATION } from "../../../db/pg-errors.ts";
import { conflict, fieldError, notFound } from "../../../lib/http-errors.ts";
import { withStoredImages } from "../../../media/image-references.ts";
import { releaseMedia } from "../../../media/media-release.ts";
import {
  type CategoryFields,
  countProductsIn,
  deleteCategory,
  findCategory,
  insertCategory,
  slugTaken,
  updateCategory,
} from "./category-repository.ts";
import type { ProductView } from "./product-view.ts";

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

async function load(app: FastifyInstance, id: number, view: ProductView): Promise<Category> {
  const category = await findCategory(app.db, String(id), { ...view, admin: true });
  if (!category) throw notFound();
  return category;
}

export async function createCategory(
  app: FastifyInstance,
  input: CategoryInput,
  view: ProductView,
): Promise<Category> {
  if (await slugTaken(app.db, input.slug)) throw slugTakenError();
  const id = await withStoredImages(app, [input.image], imageField, ([image]) =>
    guardSlug(() => insertCategory(app.db, { ...input, image: image!.url })),
  );
  return load(app, id, view);
}

/** A write that changed nothing: the category is gone (404) or moved past the version sent (409). */
async function refusal(app: FastifyInstance, id: number, view: ProductView) {
  const current = await findCategory(app.db, String(id), { ...view, admin: true });
  return current?.id === id ? conflict(messages.category.changed, { current }) : notFound();
}

/**
 * PUT sends every field, PATCH some; the image may be the category's current URL. With `version`,
 * nothing is written unless the category is still at that version (decision 075).
 */
export async function changeCategory(
  app: FastifyInstance,
  id: number,
  changes: Partial<CategoryInput>,
  view: ProductView,
  version?: number,
): Promise<Category> {
  const current = await findCategory(app.db, String(id), view);
  if (!current || current.id !== id) throw notFound();
  if (changes.slug !== undefined && (await slugTaken(app.db, changes.slug, id))) throw slugTakenError();
  const { image, ...rest } = changes;
  // Throwing (not returning) lets withStoredImages discard the image this refused write stored.
  const save = async (fields: Partial<CategoryFields>) => {
    if (!(await guardSlug(() => updateCategory(app.db, id, withoutUndefined(fields), version)))) {
      throw await refusal(app, id, view);
    }
  };
  await (image === undefined
    ? save(rest)
    : withStoredImages(app, [image], imageField, ([stored]) => save({ ...rest, image: stored!.url })));
  // Saved: a picture the new one replaced goes, unless something else still shows it.
  if (image !== undefined) await releaseMedia(app, [current.image]);
  return load(app, id, view);
}

/** 409 while products (active or not) still belong to it, rather than the foreign key's error. */
export async function removeCategory(app: FastifyInstance, id: number): Promise<void> {
  const products = await countProductsIn(app.db, id);
  if (products > 0) throw conflict(messages.category.hasProducts, { product_count: products });
  try {
    const deleted = await deleteCategory(app.db, id);
    if (!deleted) throw notFound();
    await releaseMedia(app, [deleted.image]);
  } catch (error) {
    // A product added between the count and the delete.
    if (isForeignKeyViolation(error)) throw conflict(messages.category.hasProducts);
    throw error;
  }
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
