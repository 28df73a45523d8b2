import type { AdminStats } from "@heritage/domain/admin-stats";
import { francsToDecimal } from "@heritage/domain/money";
import type { OrderStats } from "@heritage/domain/orders";
import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { rowsOf } from "../../../db/rows.ts";
import { cartItems } from "../../../db/schema/cart.ts";
import { categories, products } from "../../../db/schema/catalog.ts";
import { users } from "../../../db/schema/users.ts";
import { readOrderStats } from "../../shop/orders/order-stats.ts";

type CatalogueStats = Omit<AdminStats, keyof OrderStats>;
type StatsRow = Record<keyof CatalogueStats, number | string>;

/**
 * The catalogue tiles in one round trip (the order tiles come from the orders module): scalar subqueries, each answered from an index or a small table.
 * Counts come back as bigint (strings on node-postgres), hence the Number() below.
 */
export async function readAdminStats(db: Db, now: Date): Promise<AdminStats> {
  return { ...(await readCatalogueStats(db)), ...(await readOrderStats(db, now)) };
}

async function readCatalogueStats(db: Db): Promise<CatalogueStats> {
  const result = await db.execute<StatsRow>(sql`
    select
      (select count(*) from ${products}) as products,
      (select count(*) from ${products} where ${products.is_active}) as active_products,
      (select count(*) from ${products} where ${products.stock} = 0) as out_of_stock_products,
      (select count(*) from ${users} where ${users.type} = 'user') as customers,
      (select count(*) from ${categories}) as categories,
      (select coalesce(sum(${cartItems.quantity}), 0) from ${cartItems}) as cart_items,
      (select coalesce(sum(${cartItems.quantity}::bigint * ${products.price}), 0)
         from ${cartItems} join ${products} on ${products.id} = ${cartItems.product_id}) as cart_value
  `);
  const row = rowsOf<StatsRow>(result)[0];
  if (!row) throw new Error("stats query returned no row");
  return {
    products: Number(row.products),
    active_products: Number(row.active_products),
    out_of_stock_products: Number(row.out_of_stock_products),
    customers: Number(row.customers),
    categories: Number(row.categories),
    cart_items: Number(row.cart_items),
    cart_value: francsToDecimal(Number(row.cart_value)),
  };
}
