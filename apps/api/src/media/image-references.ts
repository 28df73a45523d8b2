import { messages } from "@heritage/domain/messages";
import type { FastifyInstance } from "fastify";
import { media } from "../db/schema/catalog.ts";
import { FieldErrors } from "../lib/http-errors.ts";
import {
  decodeDataUrl,
  ImageRejected,
  processImage,
  type RejectionReason,
  type WebpVariants,
} from "./image-processing.ts";
import {
  deleteMediaRows,
  findMedia,
  type MediaRecord,
  mediaFileExists,
  mediaUrl,
  removeMediaFiles,
  thumbnailUrl,
  writeMediaFiles,
} from "./picture-store.ts";

export interface ImageFieldOptions {
  /** The request field the messages belong to, e.g. "uploaded_images" or "image". */
  field: string;
  /** The form's wording for a file that is not an image (product §5 words it per form). */
  invalidMessage: string;
}

export interface StoredImage {
  url: string;
  thumbnail_url: string;
}

export interface StoredImages {
  images: StoredImage[];
  /** Deletes what this call created (files and media rows); call it when the record fails to save. */
  discard(): Promise<void>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MEDIA_PATH = /^\/media\/([0-9a-f-]{36})(?:-thumb)?\.webp$/i;

/** The media id inside "/media/<uuid>.webp" (or an absolute URL to it), else null. */
export function mediaIdFromUrl(value: string): string | null {
  let pathname = value;
  if (/^https?:\/\//i.test(value)) {
    try {
      pathname = new URL(value).pathname;
    } catch {
      return null;
    }
  }
  const id = MEDIA_PATH.exec(pathname)?.[1];
  return id && UUID.test(id) ? id.toLowerCase() : null;
}

/** A media id or /media/ URL of a picture already stored, as opposed to a new picture's data. */
export function isStoredReference(value: string): boolean {
  const trimmed = value.trim();
  return UUID.test(trimmed) || mediaIdFromUrl(trimmed) !== null;
}

type Plan = { kind: "new"; variants: WebpVariants } | { kind: "existing"; id: string };

/**
 * Turns a request's image references into stored pictures. A reference is a data URL (checked
 * and processed), a media id, or a /media/ URL already stored. Every reference is checked and
 * processed before anything is written, so one bad image leaves nothing behind.
 */
export async function storeImageReferences(
  app: FastifyInstance,
  references: readonly string[],
  options: ImageFieldOptions,
): Promise<StoredImages> {
  const problems = new Set<string>();
  const reject = (reason: RejectionReason | "unknown") =>
    problems.add(
      reason === "invalid"
        ? options.invalidMessage
        : reason === "too_big"
          ? messages.product.imageTooBig
          : reason === "too_many_pixels"
            ? messages.media.tooManyPixels
            : messages.media.unknownImage,
    );

  const plans: (Plan | null)[] = [];
  for (const reference of references) {
    const value = reference.trim();
    const existingId = UUID.test(value) ? value.toLowerCase() : mediaIdFromUrl(value);
    if (existingId) {
      plans.push({ kind: "existing", id: existingId });
      continue;
    }
    try {
      plans.push({ kind: "new", variants: await processImage(decodeDataUrl(value)) });
    } catch (error) {
      if (!(error instanceof ImageRejected)) throw error;
      reject(error.reason);
      plans.push(null);
    }
  }

  const existingIds = plans.flatMap((plan) => (plan?.kind === "existing" ? [plan.id] : []));
  const known = await findMedia(app.db, existingIds);
  const existing = new Map<string, MediaRecord>(known);
  for (const id of existingIds) {
    if (existing.has(id)) continue;
    // A file under /media/ without a row (copied in by hand): keep it if it is really there.
    if (await mediaFileExists(app.mediaStore, id)) {
      existing.set(id, { id, url: mediaUrl(id), thumbnail_url: thumbnailUrl(id) });
    } else {
      reject("unknown");
    }
  }
  if (problems.size > 0) throw new FieldErrors({ [options.field]: [...problems] });

  const created: string[] = [];
  const discard = async () => {
    await deleteMediaRows(app.db, created).catch(() => {});
    await removeMediaFiles(app.mediaStore, created);
  };
  try {
    const images: StoredImage[] = [];
    const rows = [];
    for (const plan of plans as Plan[]) {
      if (plan.kind === "existing") {
        const record = existing.get(plan.id)!;
        images.push({ url: record.url, thumbnail_url: record.thumbnail_url });
        continue;
      }
      const written = await writeMediaFiles(app.mediaStore, plan.variants);
      created.push(written.id);
      rows.push(written);
      images.push({ url: written.url, thumbnail_url: written.thumbnail_url });
    }
    if (rows.length > 0) await app.db.insert(media).values(rows);
    return { images, discard };
  } catch (error) {
    await discard();
    throw error;
  }
}

/** Stores the images, runs `save` with them, and removes the new files again if `save` fails. */
export async function withStoredImages<T>(
  app: FastifyInstance,
  references: readonly string[],
  options: ImageFieldOptions,
  save: (images: StoredImage[]) => Promise<T>,
): Promise<T> {
  const stored = await storeImageReferences(app, references, options);
  try {
    return await save(stored.images);
  } catch (error) {
    await stored.discard();
    throw error;
  }
}
