import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { type Database, openDatabase } from "../../apps/api/src/db/client.ts";
import { cartItems, carts } from "../../apps/api/src/db/schema/cart.ts";
import { users } from "../../apps/api/src/db/schema/users.ts";
import { hashPassword } from "../../apps/api/src/lib/passwords.ts";

export const SHOPPER = { username: "bench_shopper", password: "bench-password-1" };
/** A two-word term that matches about 1 product in 190 at every catalogue size (see the name parts). */
export const SEARCH_TERM = "beaded basket";
export const CATEGORY_SLUG = "bench-3";

const ADJECTIVES = [
  "Handwoven",
  "Carved",
  "Painted",
  "Beaded",
  "Imigongo",
  "Clay",
  "Sisal",
  "Copper",
  "Ebony",
  "Raffia",
  "Bamboo",
  "Woven",
];
const NOUNS = [
  "basket",
  "bowl",
  "mask",
  "drum",
  "stool",
  "vase",
  "mat",
  "necklace",
  "plate",
  "box",
  "figure",
  "comb",
  "cup",
  "shield",
  "panel",
  "bracelet",
];
const PLACES = ["Huye", "Musanze", "Rubavu", "Nyanza", "Kayonza", "Rusizi", "Kigali"];

const textArray = (values: string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(",")}]`);

/**
 * Fills an empty, migrated catalogue with `size` products in a handful of set-based statements
 * (generate_series, no row-by-row inserts): 12 categories, varied prices, stock, ratings and dates,
 * one primary image row per product reusing two image URLs.
 */
export async function fillCatalogue(database: Database, size: number): Promise<void> {
  const { db } = database;
  await db.execute(sql`
    insert into categories (name, slug, description)
    select 'Bench category ' || g, 'bench-' || g, 'Generated for the benchmark'
    from generate_series(1, 12) g`);
  await db.execute(sql`
    insert into products (name, description, price, original_price, stock, condition, is_featured,
      is_active, rating, review_count, sales, category_id, created_at, updated_at)
    select
      (${textArray(ADJECTIVES)})[1 + g % 12] || ' ' || (${textArray(NOUNS)})[1 + (g / 12) % 16] || ' no. ' || g,
      'Made by hand in ' || (${textArray(PLACES)})[1 + g % 7] || ' by a cooperative of artisans; each piece '
        || 'is unique and carries the marks of the hand that shaped it. Item ' || g || '.',
      1000 + (g * 7919) % 200000,
      case when g % 5 = 0 then 1000 + (g * 7919) % 200000 + 5000 end,
      g % 40,
      (array['new','new','used','refurbished'])[1 + g % 4],
      g % 50 = 0,
      g % 20 <> 0,
      round(((g % 51) / 10.0)::numeric, 1),
      g % 200,
      g % 500,
      (select min(id) from categories) + g % 12,
      now() - (g % 400) * interval '1 day' - g * interval '1 second',
      now()
    from generate_series(1, ${size}::int) g`);
  await db.execute(sql`
    insert into product_images (product_id, url, thumbnail_url, position, is_primary)
    select id, '/media/bench-' || id % 2 || '.webp', '/media/bench-' || id % 2 || '-thumb.webp', 0, true
    from products`);
  // What autovacuum does on a server (and PGlite needs by hand): flush the GIN pending lists into
  // the trigram indexes and refresh statistics, else the planner prices the indexes out.
  await db.execute(sql`vacuum analyze`);
}

/** A shopper with a three-line cart, for GET /api/market/cart/my_cart/ and POST /api/login/. */
export async function addShopper(database: Database): Promise<void> {
  const { db } = database;
  const [user] = await db
    .insert(users)
    .values({
      username: SHOPPER.username,
      email: "bench_shopper@example.rw",
      password_hash: await hashPassword(SHOPPER.password),
      first_name: "Bench",
      last_name: "Shopper",
      type: "user",
    })
    .returning({ id: users.id });
  const [cart] = await db.insert(carts).values({ user_id: user!.id }).returning({ id: carts.id });
  const picks = await db.execute<{ id: number }>(
    sql`select id from products where is_active and stock > 5 order by id limit 3`,
  );
  const rows = (picks as unknown as { rows: { id: number }[] }).rows;
  await db
    .insert(cartItems)
    .values(rows.map((row, index) => ({ cart_id: cart!.id, product_id: row.id, quantity: index + 1 })));
}

export interface Target {
  kind: "pglite" | "postgres";
  /** For PGlite, the DATA_DIR; for PostgreSQL, the database URL. */
  dataDir?: string;
  databaseUrl?: string;
  /** Drops the database (PostgreSQL) or leaves the directory to the caller's clean-up. */
  drop(): Promise<void>;
}

/** A fresh database of one kind: a temporary DATA_DIR, or a new database on BENCH_DATABASE_URL. */
export async function freshTarget(
  kind: Target["kind"],
  tempDir: string,
  serverUrl?: string,
): Promise<Target> {
  if (kind === "pglite") return { kind, dataDir: tempDir, drop: async () => {} };
  const name = `bench_${crypto.randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return {
    kind,
    dataDir: tempDir,
    databaseUrl: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export function openTarget(target: Target): Promise<Database> {
  return openDatabase(
    target.databaseUrl ? { databaseUrl: target.databaseUrl } : { dataDir: `${target.dataDir}` },
  );
}
