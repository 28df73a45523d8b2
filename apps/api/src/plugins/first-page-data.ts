import { canonicalQuery, FIRST_PAGE_ELEMENT_ID, MARKET_FIRST_QUERIES } from "@heritage/domain/first-page";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { requestLanguage } from "../lib/content-language.ts";

/** The pages whose first API answers are written into their HTML (decision 182). */
const FIRST_QUERIES_BY_PAGE: Record<string, readonly Record<string, unknown>[]> = {
  "/market": MARKET_FIRST_QUERIES,
};

/**
 * The `<script type="application/json">` to put in a page's HTML: the first product pages it will ask for,
 * answered through the API's own route and response cache in the language the browser asks for. Only a
 * page opened without a query (a shared link's filters ask for other pages) and only answers that
 * succeeded; null when there is nothing to add, so the page is served as it is.
 */
export async function firstPageScript(app: FastifyInstance, request: FastifyRequest): Promise<string | null> {
  const [pathname, search] = request.url.split("?");
  const queries = FIRST_QUERIES_BY_PAGE[pathname?.replace(/\/$/, "") ?? ""];
  if (!queries || search) return null;
  const language = requestLanguage(request);
  const answers = await Promise.all(
    queries.map(async (query) => {
      const key = canonicalQuery(query);
      const answer = await app.inject({
        method: "GET",
        url: `/api/market/products/?${key}`,
        headers: { "accept-language": language },
      });
      return answer.statusCode === 200 ? `${JSON.stringify(key)}:${answer.body}` : null;
    }),
  );
  const pages = answers.filter((answer) => answer !== null);
  if (pages.length === 0) return null;
  const json = `{"language":${JSON.stringify(language)},"pages":{${pages.join(",")}}}`;
  // "<" escaped so that no text of a product can close the element; JSON reads \u003c back as "<".
  return `<script type="application/json" id="${FIRST_PAGE_ELEMENT_ID}">${json.replaceAll("<", "\\u003c")}</script>`;
}
