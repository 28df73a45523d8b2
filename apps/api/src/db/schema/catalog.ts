import { LISTING_STATES } from "@heritage/domain/selling";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { creators } from "./community.ts";
import { foldedText, originalLanguageCheck, translatable, trigramIndex } from "./translations.ts";
import { recordVersion, timestamps } from "./users.ts";

/** Processed uploads (WebP full size + thumbnail under DATA_DIR/media); records point at them by URL. */
export const media = pgTable(
  "media",
  {
    id: uuid("id").primaryKey(),
    url: text("url").notNull(),
    thumbnail_url: text("thumbnail_url").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: integer("bytes").notNull(),
    /** The narrower copies stored beside the full file (decision 195); null until the backfill made them. */
    widths: integer("widths").array(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("media_url_idx").on(t.url)],
);

export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    description: text("description").notNull().default(""),
    image: text("image"),
    ...translatable(),
    /** The name in every language, folded for search (decisions 105, 150). */
    translated_name: text("translated_name")
      .notNull()
      .generatedAlwaysAs(foldedText(["name"])),
    ...recordVersion,
    ...timestamps,
  },
  (t) => [
    uniqueIndex("categories_slug_lower_key").on(sql`lower(${t.slug})`),
    index("categories_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    trigramIndex("categories_translated_name_trgm_idx", t.translated_name),
    originalLanguageCheck("categories"),
  ],
);

/** Money is whole Rwandan francs. */
export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    price: integer("price").notNull(),
    original_price: integer("original_price"),
    stock: integer("stock").notNull().default(0),
    condition: text("condition", { enum: ["new", "used", "refurbished"] })
      .notNull()
      .default("new"),
    is_featured: boolean("is_featured").notNull().default(false),
    is_active: boolean("is_active").notNull().default(true),
    rating: numeric("rating", { precision: 2, scale: 1 }),
    review_count: integer("review_count").notNull().default(0),
    sales: integer("sales").notNull().default(0),
    category_id: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    /** The creator who made it (decision 164): "The story behind this piece". */
    maker_id: integer("maker_id").references(() => creators.id, { onDelete: "set null" }),
    /**
     * The maker who sells it from their own shop (decision 241); null for the shop's own
     * pieces, which no maker may touch. A maker's listing is public only once an admin passed it.
     */
    seller_id: integer("seller_id").references(() => creators.id, { onDelete: "set null" }),
    listing: text("listing", { enum: LISTING_STATES }).notNull().default("live"),
    /** Why an admin sent the listing back; the maker reads it. */
    listing_comment: text("listing_comment"),
    ...translatable(),
    /**
     * The name and the description in every language (the original's too), lower case and
     * without accents: what search matches (decisions 105, 150).
     */
    translated_name: text("translated_name")
      .notNull()
      .generatedAlwaysAs(foldedText(["name"])),
    translated_description: text("translated_description")
      .notNull()
      .generatedAlwaysAs(foldedText(["description"])),
    ...recordVersion,
    ...timestamps,
  },
  (t) => [
    check("products_price_positive", sql`${t.price} > 0`),
    check("products_original_price_positive", sql`${t.original_price} is null or ${t.original_price} > 0`),
    check("products_stock_nonnegative", sql`${t.stock} >= 0`),
    check("products_rating_range", sql`${t.rating} is null or (${t.rating} >= 0 and ${t.rating} <= 5)`),
    check("products_condition_check", sql`${t.condition} in ('new', 'used', 'refurbished')`),
    check("products_counts_nonnegative", sql`${t.review_count} >= 0 and ${t.sales} >= 0`),
    index("products_category_idx").on(t.category_id, t.is_active),
    index("products_maker_idx").on(t.maker_id),
    index("products_seller_idx").on(t.seller_id, t.updated_at),
    index("products_listing_review_idx").on(t.updated_at).where(sql`${t.listing} = 'in_review'`),
    check(
      "products_listing_check",
      sql.raw(`"listing" in (${LISTING_STATES.map((v) => `'${v}'`).join(", ")})`),
    ),
    // The default and "featured" order: is_featured desc, created_at desc, id desc (read backwards).
    index("products_active_featured_idx").on(t.is_active, t.is_featured, t.created_at, t.id),
    index("products_active_price_idx").on(t.is_active, t.price, t.id),
    index("products_active_created_idx").on(t.is_active, t.created_at, t.id),
    // "top_rated": rating desc nulls last, review_count desc, id desc, read forwards.
    index("products_active_rating_idx").on(
      t.is_active,
      t.rating.desc().nullsLast(),
      // Drizzle writes NULLS LAST after a bare desc(); the query's "desc" means NULLS FIRST.
      t.review_count.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The dashboard's products running low, lowest stock first.
    index("products_low_stock_idx").on(t.stock, t.id).where(sql`${t.is_active}`),
    // "On sale" in the default order: only the discounted rows, already sorted.
    index("products_on_sale_idx")
      .on(t.is_active, t.is_featured, t.created_at, t.id)
      .where(sql`${t.original_price} > ${t.price}`),
    // Searches read the folded texts of every language only (decision 152); the plain name and
    // description indexes were dropped (migration 0140).
    trigramIndex("products_translated_name_trgm_idx", t.translated_name),
    trigramIndex("products_translated_description_trgm_idx", t.translated_description),
    originalLanguageCheck("products"),
  ],
);

export const productImages = pgTable(
  "product_images",
  {
    id: serial("id").primaryKey(),
    product_id: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    thumbnail_url: text("thumbnail_url").notNull(),
    position: integer("position").notNull().default(0),
    is_primary: boolean("is_primary").notNull().default(false),
  },
  (t) => [
    index("product_images_product_idx").on(t.product_id, t.position),
    uniqueIndex("product_images_one_primary").on(t.product_id).where(sql`${t.is_primary}`),
  ],
);

/**
 * The word list (decision 152, migration 0120): every distinct word of the products' folded names
 * in any language, with how many products hold it, kept by statement triggers on products. A typo
 * is corrected against it before the products are matched.
 */
export const searchWordList = pgTable(
  "search_words",
  {
    word: text("word").primaryKey(),
    products: integer("products").notNull(),
  },
  (t) => [trigramIndex("search_words_trgm_idx", t.word)],
);
