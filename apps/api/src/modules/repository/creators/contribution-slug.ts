import { type SlugChoice, slugBase, slugTaken } from "../collections/item-service.ts";

/**
 * A creator's item's slug (decision 210): the readable part they give or their title makes, then a
 * code taken from the item's own public id (`imigongo-panel-3f9a2c1b`). Nothing in it depends on
 * which other records exist, so neither the answer nor the slug a creator gets ever tells them
 * that a record they may not see holds a name: there is no "taken" and no "-2" to learn from.
 * The code is random and the creator does not choose it; only if that slug is somehow held does a
 * longer part of the same id follow, which tells nothing a creator could have aimed at.
 */

const CODE_LENGTHS = [8, 16, 32];
/** 120 characters at most (the schema's check), less a hyphen and the longest code. */
const BASE_LENGTH = 120 - 1 - 32;

export function contributionSlug(publicId: string): SlugChoice {
  const hex = publicId.replaceAll("-", "").toLowerCase();
  return async (db, input, exceptId) => {
    let base = slugBase(input, BASE_LENGTH + 1 + 32);
    // A creator sending back the slug they were given keeps it, not a second code.
    for (const length of CODE_LENGTHS) {
      const own = `-${hex.slice(0, length)}`;
      if (base.endsWith(own)) base = base.slice(0, -own.length);
    }
    base = base.slice(0, BASE_LENGTH).replace(/-+$/, "") || "item";
    for (const length of CODE_LENGTHS) {
      const slug = `${base}-${hex.slice(0, length)}`;
      if (!(await slugTaken(db, slug, exceptId))) return slug;
    }
    // Past 32 hex characters another item would hold this very item's public id: never in practice.
    throw new Error(`no free slug for item ${publicId}`);
  };
}
