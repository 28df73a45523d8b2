import type { Language } from "@heritage/domain/languages";
import { dehydrate, type Query, QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToReadableStream, renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AppFrame } from "../app/app.tsx";
import { routes } from "../app/router.tsx";
import { setTransport } from "../lib/api-client.ts";
import { activate, loadLanguage } from "../lib/i18n/localized.ts";
import { pageHead } from "./page-head.ts";
import { SSR_STATE_ELEMENT_ID } from "./ssr-state.ts";

/**
 * The server's side of decision 228: the same routes and components the browser hydrates, drawn for a
 * visitor (no credentials ever reach this render) in the page's language, with the first screen's API
 * answers asked of the API's own routes and written into the page for the browser's query cache.
 */

export interface RenderInput {
  /** The path and query the page was asked at. */
  url: string;
  /** The site's public origin, for canonical and alternate addresses. */
  origin: string;
  language: Language;
  /** Answers an API path (`/api/...`) as a visitor, in the given language. */
  fetchApi: (path: string, language: Language) => Promise<{ status: number; body: string; type: string }>;
}

export interface RenderOutput {
  status: number;
  /** What goes inside `<div id="root">`. */
  html: string;
  /** What goes in `<head>`: title, description, canonical, alternates, Open Graph, JSON-LD. */
  head: string;
  /** The query cache's answers, as the `<script type="application/json">` element to place in the body. */
  state: string;
}

const PASSES = 6;

let queue: Promise<unknown> = Promise.resolve();

/**
 * One page at a time per process: the texts' language is the process's (lib/i18n/localized.ts), and a
 * render only waits on the API's own routes, so pages do not wait long on each other.
 */
export function render(input: RenderInput): Promise<RenderOutput> {
  const next = queue.then(() => renderNow(input));
  queue = next.catch(() => undefined);
  return next;
}

/**
 * The head alone of a page the browser still draws itself (a repository record's page, whose viewer and
 * citation read the browser's window as they draw): what link previews and search engines read of it.
 */
export function head(input: RenderInput): Promise<string> {
  const next = queue.then(async () => {
    await loadLanguage(input.language);
    activate(input.language);
    return pageHead({
      url: input.url,
      origin: input.origin,
      language: input.language,
      title: null,
      getJson: async (path) => {
        const answer = await input.fetchApi(path, input.language);
        return answer.status === 200 ? JSON.parse(answer.body) : null;
      },
    });
  });
  queue = next.catch(() => undefined);
  return next;
}

async function renderNow({ url, origin, language, fetchApi }: RenderInput): Promise<RenderOutput> {
  await loadLanguage(language);
  activate(language);
  setTransport(async (input, init) => {
    const path =
      typeof input === "string" ? input : input instanceof URL ? input.pathname + input.search : input.url;
    if ((init?.method ?? "GET") !== "GET")
      throw new Error("The server draws pages without changing anything");
    const answer = await fetchApi(path, language);
    return new Response(answer.body, { status: answer.status, headers: { "content-type": answer.type } });
  });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 } },
  });
  try {
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(new URL(url, origin)));
    if (context instanceof Response) throw new Error("A route answered a redirect");
    const router = createStaticRouter(handler.dataRoutes, context);
    const page = (
      <StrictMode>
        <AppFrame client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppFrame>
      </StrictMode>
    );
    let html: string | null = null;
    // Each pass draws the page and waits for the code of the screens it meets, then asks for the answers
    // it wanted and did not have (a dependent query waits for the one before it); once nothing is missing,
    // the page is drawn at once, each part in its place: no streamed part, so no inline script (the CSP).
    for (let pass = 0; pass < PASSES && html === null; pass++) {
      const stream = await renderToReadableStream(page, {
        onError: (error) => console.error("server render", error),
      });
      await stream.allReady;
      await stream.cancel();
      const wanted = client
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.status === "pending" && query.state.fetchStatus === "idle")
        .filter(isEnabled);
      if (wanted.length > 0) {
        await Promise.all(wanted.map((query) => query.fetch().catch(() => undefined)));
      } else {
        const drawn = renderToString(page);
        if (!/<!--\$[?!]-->|<script/.test(drawn)) html = drawn;
      }
      // The language's texts of lazy screens met during this pass.
      await loadLanguage(language);
      activate(language);
    }
    if (html === null) throw new Error(`${url} was still waiting after ${PASSES} passes`);
    const notFound = context.matches.some((match) => match.route.path === "*");
    const { title, body } = takeTitle(html);
    const head = await pageHead({
      url,
      origin,
      language,
      title,
      getJson: async (path) => {
        const answer = await fetchApi(path, language);
        return answer.status === 200 ? JSON.parse(answer.body) : null;
      },
    });
    const state = JSON.stringify({ language, queries: dehydrate(client) }).replaceAll("<", "\\u003c");
    return {
      status: notFound ? 404 : 200,
      html: body,
      head,
      state: `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${state}</script>`,
    };
  } finally {
    client.clear();
  }
}

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: unknown }).enabled;
  if (typeof enabled === "function") return enabled(query) !== false;
  return enabled !== false && query.options.queryFn !== undefined;
}

/** React 19 writes a page's `<title>` where it renders it; the head is where it belongs. */
function takeTitle(html: string): { title: string | null; body: string } {
  let title: string | null = null;
  const body = html.replace(/<title>([^<]*)<\/title>/g, (_, text: string) => {
    title ??= text;
    return "";
  });
  return { title, body };
}
