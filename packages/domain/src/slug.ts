export const SLUG_PATTERN = /^[A-Za-z0-9_-]+$/;

/** Lowercase, every run of non-alphanumerics turned into one hyphen, trimmed of hyphens. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** product §5: the slug of a new category is slugify(name), an underscore and a random suffix. */
export function generateCategorySlug(name: string, random: () => number = Math.random): string {
  const suffix = Math.floor(random() * 36 ** 6)
    .toString(36)
    .padStart(6, "0");
  const base = slugify(name) || "category";
  return `${base}_${suffix}`;
}
