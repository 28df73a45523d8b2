import { canonicalQuery, FIRST_PAGE_ELEMENT_ID, MARKET_FIRST_QUERIES } from "@heritage/domain/first-page";
import type { Language } from "@heritage/domain/languages";
import type { FastifyInstance, FastifyRequest } from "fastify";

/** The pages whose first API answers are written into their HTML (decision 182). */
const FIRST_QUERIES_BY_PAGE: Record<string, readonly Record<string, unknown>[]> = {
  "/market": MARKET_FIRST_QUERIES,
};

/** What goes into a page's HTML when it is not drawn on the server (decision 228): the data for its head. */
export interface FirstPageParts {
  script: string;
}

/**
 * The `<script type="application/json">` to put in a page's HTML: the first product pages it will ask for,
 * answered through the API's own route and response cache in the page's language (the caller's
 * `pageLanguage`: the person's choice on the device before the browser's, the same for the whole page). Only a page opened without a query (a shared
 * link's filters ask for other pages) and only answers that succeeded; null when there is nothing to add,
 * so the page is served as it is.
 */
export async function firstPageParts(
  app: FastifyInstance,
  request: FastifyRequest,
  language: Language,
): Promise<FirstPageParts | null> {
  const [pathname, search] = request.url.split("?");
  const queries = FIRST_QUERIES_BY_PAGE[pathname?.replace(/\/$/, "") ?? ""];
  if (!queries || search) return null;
  const answers = await Promise.all(
    queries.map(async (query) => {
      const key = canonicalQuery(query);
      const answer = await app.inject({
        method: "GET",
        url: `/api/market/products/?${key}`,
        headers: { "accept-language": language },
      });
      return answer.statusCode === 200 ? { key, body: answer.body } : null;
    }),
  );
  const pages = answers.filter((answer) => answer !== null);
  if (pages.length === 0) return null;
  const json = `{"language":${JSON.stringify(language)},"pages":{${pages.map(({ key, body }) => `${JSON.stringify(key)}:${body}`).join(",")}}}`;
  return {
    // "<" escaped so that no text of a product can close the element; JSON reads \u003c back as "<".
    script: `<script type="application/json" id="${FIRST_PAGE_ELEMENT_ID}">${json.replaceAll("<", "\\u003c")}</script>`,
  };
}
