import type { Category, Product } from "@heritage/domain/catalog";

/** One product as the API serves it, for the admin's component tests; override what a test is about. */
export function sampleProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 31,
    name: "Peace basket",
    description: "",
    price: "15000.00",
    original_price: null,
    stock: 0,
    condition: "new",
    is_featured: false,
    is_active: true,
    rating: "0.0",
    review_count: 0,
    sales: 0,
    category: 4,
    category_name: "Agaseke & Basketry",
    category_slug: "agaseke",
    images: [],
    created_at: "2026-01-01T00:00:00Z",
    updated_at: "2026-01-01T00:00:00Z",
    language: "en",
    original_language: "en",
    translated: true,
    version: 1,
    ...overrides,
  };
}

/** One category as the API serves it, for the admin's component tests. */
export function sampleCategory(overrides: Partial<Category> = {}): Category {
  return {
    id: 9,
    name: "Imigongo Art",
    slug: "imigongo-art",
    description: "Relief paintings",
    image: "/media/imigongo.webp",
    image_srcset: null,
    created_at: "2026-01-01T00:00:00Z",
    updated_at: "2026-01-01T00:00:00Z",
    version: 1,
    product_count: 0,
    language: "en",
    original_language: "en",
    translated: true,
    ...overrides,
  };
}
