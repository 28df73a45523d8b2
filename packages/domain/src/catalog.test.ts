import { describe, expect, it } from "vitest";
import { categoryInputSchema, productInputSchema } from "./catalog.ts";

const png = "data:image/png;base64,iVBORw0KGgo=";

function errors(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe("category form (product §5)", () => {
  it("gives each field its message", () => {
    expect(errors(categoryInputSchema.safeParse({ name: "", slug: "", image: "" }))).toEqual({
      name: "Category name is required",
      slug: "Slug is required",
      image: "Category image is required",
    });
    expect(errors(categoryInputSchema.safeParse({ name: "Ab", slug: "bad slug!", image: png }))).toEqual({
      name: "Name must be at least 3 characters",
      slug: "Slug can only contain letters, numbers, hyphens and underscores",
    });
  });

  it("accepts a data URL or a stored /media/ URL, description optional", () => {
    const parsed = categoryInputSchema.parse({ name: "Baskets", slug: "baskets_ab12cd", image: png });
    expect(parsed.description).toBe("");
    expect(
      categoryInputSchema.safeParse({ name: "Baskets", slug: "b", image: "/media/x.webp" }).success,
    ).toBe(true);
    expect(
      errors(categoryInputSchema.safeParse({ name: "Baskets", slug: "b", image: "file.txt" })).image,
    ).toBe("Please select valid image files");
  });
});

describe("product form (product §3 defaults, §5 messages)", () => {
  const valid = { name: "Agaseke basket", price: "15000", category: 3, uploaded_images: [png] };

  it("applies the defaults", () => {
    expect(productInputSchema.parse(valid)).toMatchObject({
      condition: "new",
      stock: 0,
      is_featured: false,
      is_active: true,
      original_price: null,
      price: 15000,
    });
  });

  it("takes no rating from the admin: ratings come from buyers' reviews (decision 181)", () => {
    expect(productInputSchema.parse({ ...valid, rating: 5 })).not.toHaveProperty("rating");
  });

  it("gives each field its message", () => {
    expect(errors(productInputSchema.safeParse({ category: 0, uploaded_images: [] }))).toEqual({
      name: "Product name is required",
      price: "Price is required",
      category: "Category is required",
      uploaded_images: "At least one image is required",
    });
    expect(
      errors(
        productInputSchema.safeParse({ ...valid, name: "Ab", price: "-5", original_price: "0", stock: "-1" }),
      ),
    ).toEqual({
      name: "Name must be at least 3 characters",
      price: "Price must be a positive number",
      original_price: "Original price must be a positive number",
      stock: "Stock must be a positive number",
    });
  });

  it("allows at most 10 images and whole francs only", () => {
    expect(errors(productInputSchema.safeParse({ ...valid, uploaded_images: Array(11).fill(png) }))).toEqual({
      uploaded_images: "You can upload up to 10 images",
    });
    expect(errors(productInputSchema.safeParse({ ...valid, price: "100.50" })).price).toBe(
      "Prices are in whole Rwandan francs",
    );
    expect(productInputSchema.parse({ ...valid, price: "15000.00" }).price).toBe(15000);
  });

  it("caps prices at 100,000,000 francs and stock at 1,000,000, saying so", () => {
    expect(
      errors(
        productInputSchema.safeParse({
          ...valid,
          price: "1000000000",
          original_price: 100_000_001,
          stock: 1_000_001,
        }),
      ),
    ).toEqual({
      price: "Price must be at most RWF 100,000,000",
      original_price: "Original price must be at most RWF 100,000,000",
      stock: "Stock must be at most 1,000,000",
    });
    expect(productInputSchema.parse({ ...valid, price: 100_000_000, stock: 1_000_000 })).toMatchObject({
      price: 100_000_000,
      stock: 1_000_000,
    });
  });
});
