import { makerPageSchema } from "@heritage/domain/community";
import { and, desc, eq, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { products } from "../../db/schema/catalog.ts";
import { items } from "../../db/schema/collections.ts";
import { creatorItems, creators } from "../../db/schema/community.ts";
import { users } from "../../db/schema/users.ts";
import { requestLanguage } from "../../lib/content-language.ts";
import { notFound } from "../../lib/http-errors.ts";
import { detailSchema } from "../../lib/http-schemas.ts";
import { listItems } from "../collections/item-list.ts";
import { itemSummary } from "../collections/item-view.ts";
import { filesFor } from "../protocols/file-urls.ts";
import { productCardColumns, productCards } from "../protocols/item-extras.ts";
import { viewerOf } from "../protocols/visibility.ts";
import { creatorView } from "./application-service.ts";

/** The public maker page (/makers/{slug}): the profile, the creator's published items and their products. */
export const makerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/makers/:slug",
    {
      schema: {
        tags: ["creators"],
        params: z.object({ slug: z.string().max(200) }),
        response: { 200: makerPageSchema, 404: detailSchema },
      },
    },
    async (request) => {
      const [found] = await app.db
        .select({ creator: creators, avatar: users.avatar })
        .from(creators)
        .innerJoin(users, eq(users.id, creators.user_id))
        .where(eq(creators.slug, request.params.slug));
      if (!found) throw notFound();
      const language = requestLanguage(request);
      // Public reads only (admin = false): the same visibility as every public list, for this reader.
      const { rows } = await listItems(
        app.db,
        { page_size: 100, status: "published", ordering: "newest" },
        false,
        sql`${items.id} in (select ${creatorItems.item_id} from ${creatorItems} where ${creatorItems.creator_id} = ${found.creator.id})`,
        undefined,
        viewerOf(request),
      );
      const made = await app.db
        .select(productCardColumns)
        .from(products)
        .where(and(eq(products.maker_id, found.creator.id), eq(products.is_active, true)))
        .orderBy(desc(products.id))
        .limit(48);
      return {
        creator: creatorView(found.creator, found.avatar),
        items: rows.map((row) => itemSummary(row, language, filesFor(app, request))),
        products: await productCards(app.db, made, language),
      };
    },
  );
};
