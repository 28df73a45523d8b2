import { makerPageSchema } from "@heritage/domain/community";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requestLanguage } from "../../../lib/content-language.ts";
import { notFound } from "../../../lib/http-errors.ts";
import { detailSchema } from "../../../lib/http-schemas.ts";
import { itemSummary } from "../collections/item-view.ts";
import { filesFor } from "../protocols/file-urls.ts";
import { productCards } from "../protocols/item-extras.ts";
import { viewerOf } from "../protocols/visibility.ts";
import { creatorView } from "./application-service.ts";
import { readMakerPage } from "./maker-page.ts";

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
      const found = await readMakerPage(app.db, request.params.slug, viewerOf(request));
      if (!found) throw notFound();
      const language = requestLanguage(request);
      const { rows, made } = found;
      return {
        creator: creatorView(found.creator, found.avatar),
        items: rows.map((row) => itemSummary(row, language, filesFor(app, request))),
        products: await productCards(app.db, made, language),
      };
    },
  );
};
