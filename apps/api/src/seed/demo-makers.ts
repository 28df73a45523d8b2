import { and, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../db/client.ts";
import { products } from "../db/schema/catalog.ts";
import { items } from "../db/schema/collections.ts";
import { creators } from "../db/schema/community.ts";
import { productItems } from "../db/schema/protocols.ts";
import { users } from "../db/schema/users.ts";

/**
 * The makers of a few demo pieces (no demo product had a maker or a story): the artists of
 * the gallery's Handicrafts, each an approved creator whose pieces tell "The story behind this piece"
 * (decision 164), the maker linked to their page and the gallery's work of the same tradition, which
 * reads in the three languages. Community and practice are a place and the tradition's Kinyarwanda
 * name, the same in every language.
 */
export const DEMO_MAKERS = [
  {
    slug: "claudine-mukamana",
    display_name: "Claudine Mukamana",
    community: "Bugesera",
    practice: "Agaseke",
    statement: "I coil sisal and sweetgrass as my mother taught me, with the weavers of our cooperative.",
    products: ["Agaseke Peace Basket, Classic", "Tall Agaseke with Diamond Band"],
    items: ["Agaseke, the Peace Basket"],
  },
  {
    slug: "jean-bosco-habimana",
    display_name: "Jean Bosco Habimana",
    community: "Kirehe",
    practice: "Imigongo",
    statement: "I make Imigongo panels in Kirehe, where the art began, with the pigments of our hills.",
    products: ["Imigongo Zigzag Panel, Large", "Imigongo Spiral Square"],
    items: ["Imigongo Spiral Panel"],
  },
  {
    slug: "grace-uwimana",
    display_name: "Grace Uwimana",
    community: "Gicumbi",
    practice: "Ububumbyi",
    statement: "I build pots by hand, without a wheel, and fire them in the open as our elders did.",
    products: ["Ikibindi Water Pot", "Inkono Cooking Pot"],
    items: ["Earth and Fire, Batwa Pottery"],
  },
] as const;

const usernameOf = (slug: string) => `demo_${slug.replaceAll("-", "_")}`;

/**
 * Gives the products just inserted (by name) their makers and story items, in the seed's
 * transaction; a product the seed did not add this time keeps what an admin gave it. The makers'
 * accounts cannot sign in (the demo reviewers' unknown password). Sacred items are never linked.
 */
export async function linkDemoMakers(
  tx: Tx,
  inserted: readonly { id: number; name: string }[],
  passwordHash: string,
): Promise<number> {
  const productIds = new Map(inserted.map((product) => [product.name, product.id]));
  const makers = DEMO_MAKERS.filter((maker) => maker.products.some((name) => productIds.has(name)));
  if (makers.length === 0) return 0;
  await tx
    .insert(users)
    .values(
      makers.map((maker) => ({
        username: usernameOf(maker.slug),
        email: `${usernameOf(maker.slug)}@demo.heritage.rw`,
        first_name: maker.display_name.split(" ")[0]!,
        password_hash: passwordHash,
      })),
    )
    .onConflictDoNothing();
  const accounts = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      inArray(
        users.username,
        makers.map((maker) => usernameOf(maker.slug)),
      ),
    );
  const accountOf = new Map(accounts.map((account) => [account.username, account.id]));
  await tx
    .insert(creators)
    .values(
      makers.map(({ slug, display_name, community, practice, statement }) => ({
        user_id: accountOf.get(usernameOf(slug))!,
        slug,
        display_name,
        community,
        practice,
        statement,
      })),
    )
    .onConflictDoNothing();
  const creatorRows = await tx
    .select({ id: creators.id, slug: creators.slug })
    .from(creators)
    .where(
      inArray(
        creators.slug,
        makers.map((maker) => maker.slug),
      ),
    );
  const creatorOf = new Map(creatorRows.map((row) => [row.slug, row.id]));
  const titles = makers.flatMap((maker) => maker.items);
  const works = await tx
    .select({ id: items.id, title: sql<string>`${items.dc_title}[1]` })
    .from(items)
    .where(and(eq(items.sacred, false), inArray(sql`${items.dc_title}[1]`, titles)));
  let linked = 0;
  for (const maker of makers) {
    const ids = maker.products.map((name) => productIds.get(name)).filter((id) => id !== undefined);
    if (ids.length === 0) continue;
    await tx
      .update(products)
      .set({ maker_id: creatorOf.get(maker.slug)! })
      .where(inArray(products.id, ids));
    const links = ids.flatMap((product_id) =>
      works
        .filter((work) => (maker.items as readonly string[]).includes(work.title))
        .map((work, position) => ({ product_id, item_id: work.id, position })),
    );
    if (links.length > 0) await tx.insert(productItems).values(links).onConflictDoNothing();
    linked += ids.length;
  }
  return linked;
}
