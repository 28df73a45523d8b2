import { describe, expect, it } from "vitest";
import { generateCategorySlug, SLUG_PATTERN, slugify } from "./slug.ts";

describe("slugs (product §5)", () => {
  it("lowercases, turns non-alphanumerics into hyphens and trims them", () => {
    expect(slugify("  Imigongo & Wall Art! ")).toBe("imigongo-wall-art");
    expect(slugify("Agaseke Baskets")).toBe("agaseke-baskets");
    expect(slugify("Café Crème")).toBe("cafe-creme");
  });

  it("adds an underscore and a random suffix when a category is added", () => {
    const slug = generateCategorySlug("Peace Baskets", () => 0.5);
    expect(slug).toMatch(/^peace-baskets_[a-z0-9]{6}$/);
    expect(SLUG_PATTERN.test(slug)).toBe(true);
    expect(generateCategorySlug("Peace Baskets", () => 0.1)).not.toBe(slug);
    expect(generateCategorySlug("!!!", () => 0)).toBe("category_000000");
  });
});
