import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { itemMedia, items } from "../../db/schema/collections.ts";
import { creatorItems, creators } from "../../db/schema/community.ts";
import { signInAdmin, signUpShopper } from "../../test/accounts.ts";
import { seedCategory, seedProduct } from "../catalog/catalog-fixtures.ts";
import {
  emptyDc,
  insertInstitutionAndCollection,
  insertTestItem,
} from "../collections/collections-test-data.ts";
import { approvedCreator } from "../creators/creators-test-helpers.ts";
import { generateIiifTiles } from "../iiif/item-tiles.ts";

/** The people and items of the visibility matrix (visibility-matrix.test.ts). */

export const PERSONAS = ["visitor", "shopper", "member", "named", "creator", "admin"] as const;
export type Persona = (typeof PERSONAS)[number];
/** `withdrawn`: public once (harvesters saw it), restricted since; `sacred`: community and marked sacred. */
export const LEVELS = ["public", "community", "restricted", "sacred", "withdrawn"] as const;
export type Level = (typeof LEVELS)[number];

export interface Case {
  level: Level;
  id: string;
  slug: string;
  /** A word only this item's title holds (search). */
  word: string;
  mediaId: string;
  mediaKey: string;
}

const WORDS: Record<Level, string> = {
  public: "zircon",
  community: "basalt",
  restricted: "obsidian",
  sacred: "quartzite",
  withdrawn: "malachite",
};
const COMMUNITY_TEXT = "Nyakarambi";

export type World = Awaited<ReturnType<typeof setUpWorld>>;

export async function setUpWorld(app: FastifyInstance) {
  const admin = (await signInAdmin(app)).headers;
  const shopper = await signUpShopper(app);
  const member = await signUpShopper(app);
  const named = await signUpShopper(app);
  const creator = await approvedCreator(app, admin, "Mukamana Imigongo");
  const headers: Record<Persona, Record<string, string>> = {
    visitor: {},
    shopper: shopper.headers,
    member: member.headers,
    named: named.headers,
    creator: creator.headers,
    admin,
  };
  const get = (url: string, persona: Persona) =>
    app.inject({ method: "GET", url, headers: headers[persona] });
  const put = (url: string, persona: Persona, payload: object) =>
    app.inject({ method: "PUT", url, headers: headers[persona], payload });
  const must = async (response: Promise<{ statusCode: number; body: string }>, status: number) => {
    const res = await response;
    if (res.statusCode !== status) throw new Error(`expected ${status}: ${res.statusCode} ${res.body}`);
    return res;
  };

  // A community, with one approved member.
  await must(
    app.inject({
      method: "POST",
      url: "/api/admin/communities",
      headers: admin,
      payload: { slug: "nyakarambi", name: "Nyakarambi potters" },
    }),
    201,
  );
  await must(
    app.inject({ method: "POST", url: "/api/communities/nyakarambi/membership", headers: member.headers }),
    201,
  );
  const setMembership = (decision: "approve" | "decline") =>
    must(
      app.inject({
        method: "POST",
        url: `/api/communities/nyakarambi/members/${member.user.id}`,
        headers: admin,
        payload: { decision },
      }),
      200,
    );
  await setMembership("approve");

  const place = await insertInstitutionAndCollection(app.db, "protocols");
  const [creatorRow] = await app.db.select().from(creators).where(eq(creators.slug, creator.slug));

  async function picture(itemId: number, position: number) {
    const key = `items/${randomUUID()}.jpg`;
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#7a3b1c" } })
      .jpeg()
      .toBuffer();
    await app.mediaStore.put(key, jpeg);
    const [row] = await app.db
      .insert(itemMedia)
      .values({
        item_id: itemId,
        kind: "image",
        key,
        mime: "image/jpeg",
        bytes: jpeg.length,
        width: 64,
        height: 48,
        position,
      })
      .returning();
    await generateIiifTiles(app.mediaStore, row!);
    return row!;
  }

  /** Drafted first: an item hidden from its first publication was never seen by the public. */
  async function item(title: string, published = true) {
    const row = (await insertTestItem(app.db, place, {
      title,
      community: COMMUNITY_TEXT,
      dc: { ...emptyDc(), title: [title] },
      published,
    }))!;
    await app.db
      .insert(creatorItems)
      .values({ item_id: row.id, creator_id: creatorRow!.id, review: "published" });
    return row;
  }

  const protocolOf = (level: Level) => {
    switch (level) {
      case "public":
        return { access: "public" };
      case "community":
        return { access: "community", community: "nyakarambi" };
      case "sacred":
        return { access: "community", community: "nyakarambi", sacred: true };
      default:
        return { access: "restricted", viewers: [named.user.username] };
    }
  };

  const anchor = await item("Anchor granite");
  const cases = {} as Record<Level, Case>;
  for (const level of LEVELS) {
    const row = await item(`Imigongo ${WORDS[level]}`, level === "public" || level === "withdrawn");
    const media = await picture(row.id, 0);
    await must(put(`/api/protocols/items/${row.public_id}`, "admin", protocolOf(level)), 200);
    await app.db.update(items).set({ published: true, published_at: new Date() }).where(eq(items.id, row.id));
    cases[level] = {
      level,
      id: row.public_id,
      slug: row.slug,
      word: WORDS[level],
      mediaId: media.public_id,
      mediaKey: media.key,
    };
  }

  // A product of the tradition, linked by an admin to every item but the sacred one (refused).
  const category = await seedCategory(app);
  const product = await seedProduct(app, category.id, { name: "Imigongo panel" });
  const linked = LEVELS.filter((level) => level !== "sacred").map((level) => cases[level].id);
  await must(
    app.inject({
      method: "PUT",
      url: `/api/admin/products/${product.id}/story`,
      headers: admin,
      payload: { maker: creator.slug, items: linked },
    }),
    200,
  );

  // A public item whose first picture is restricted, the second public.
  const mixedRow = await item("Imigongo feldspar");
  const hidden = await picture(mixedRow.id, 0);
  await picture(mixedRow.id, 1);
  await must(
    put(`/api/protocols/items/${mixedRow.public_id}`, "admin", {
      access: "public",
      viewers: [named.user.username],
    }),
    200,
  );
  await must(put(`/api/protocols/media/${hidden.public_id}`, "admin", { access: "restricted" }), 200);

  return {
    get,
    put,
    cases,
    setMembership,
    anchorSlug: anchor.slug,
    productId: product.id,
    makerSlug: creator.slug,
    collectionSlug: place.collection.slug,
    collectionId: place.collection.public_id,
    mixed: {
      id: mixedRow.public_id,
      slug: mixedRow.slug,
      hiddenMediaId: hidden.public_id,
      hiddenKey: hidden.key,
    },
  };
}
