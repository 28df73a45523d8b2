import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DC_ELEMENTS } from "@heritage/domain/collections-model";
import autocannon from "autocannon";
import { collections, institutions } from "../../apps/api/src/db/schema/collections.ts";
import { insertItem } from "../../apps/api/src/modules/repository/collections/item-rows.ts";
import type { DcValues } from "../../apps/api/src/modules/repository/collections/item-values.ts";
import { addShopper, fillCatalogue, freshTarget, openTarget, SHOPPER, type Target } from "./dataset.ts";
import { measure } from "./load.ts";
import type { Measure } from "./measure.ts";
import { startApi } from "./processes.ts";

/**
 * Decision 211: a signed-in shopper's cart read while anonymous clients flood the repository's
 * expensive reads (the list with filters and facets, item pages, OAI-PMH ListRecords, IIIF
 * manifests), each request from another address. The attack run saw the cart fail after 15 s on
 * the embedded database before the repository reads were guarded; the figure is the cart's p99.
 */
export interface RepositoryFloodResult {
  database: Target["kind"];
  items: number;
  /** The cart on a quiet server, then during the flood. */
  quiet: Measure;
  flooded: Measure;
  floodRps: number;
  /** The flood's answers by status (200 and 404 answered, 429 refused or turned away). */
  floodStatuses: Record<string, number>;
}

const FLOOD_CONNECTIONS = 50;
const CART_CONNECTIONS = 5;
const PERIODS = ["19th century", "20th century", "Kingdom of Rwanda", "1960s", "Colonial era"];
const TYPES = ["artwork", "object", "photograph", "document", "book"] as const;

async function fillRepository(target: Target, size: number): Promise<{ slugs: string[]; ids: string[] }> {
  const database = await openTarget(target);
  try {
    await fillCatalogue(database, 200);
    await addShopper(database);
    const { db } = database;
    const [institution] = await db
      .insert(institutions)
      .values({ kind: "museum", slug: "flood-museum", name: "Flood Museum", place_name: "Huye" })
      .returning();
    const [collection] = await db
      .insert(collections)
      .values({
        institution_id: institution!.id,
        slug: "flood-objects",
        title: "Flood objects",
        published: true,
      })
      .returning();
    const empty = Object.fromEntries(DC_ELEMENTS.map((e) => [e, []])) as unknown as DcValues;
    const slugs: string[] = [];
    const ids: string[] = [];
    for (let i = 0; i < size; i += 1) {
      const row = await insertItem(db, {
        type: TYPES[i % TYPES.length]!,
        collection_id: collection!.id,
        institution_id: institution!.id,
        slug: `flood-item-${i}`,
        dc: {
          ...empty,
          title: [`Woven object ${i}`],
          subject: ["Basketry", `Theme ${i % 13}`],
          language: [i % 2 ? "rw" : "en"],
          description: [`A described object number ${i}, woven of sisal and dyed with natural colours.`],
        },
        community: `Community ${i % 31}`,
        place_name: "Huye",
        latitude: null,
        longitude: null,
        period: PERIODS[i % PERIODS.length]!,
        featured: i % 10 === 0,
        published: true,
        original_language: "en",
        translations: {},
      });
      slugs.push(row.slug);
      ids.push(row.public_id);
    }
    return { slugs, ids };
  } finally {
    await database.close();
  }
}

let flooder = 0;
/** Each flood request another route, another address, and for the list other filters and page. */
function floodRequest(slugs: string[], ids: string[]): () => { path: string; address: string } {
  return () => {
    flooder += 1;
    const n = flooder;
    const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
    const paths = [
      `/api/repository/items/?type=${pick(TYPES)}&period=${encodeURIComponent(pick(PERIODS))}&page=${1 + (n % 40)}&page_size=24`,
      `/api/repository/items/${pick(slugs)}/`,
      `/oai?verb=ListRecords&metadataPrefix=oai_dc&from=${1990 + (n % 30)}-01-01`,
      `/iiif/items/${pick(ids)}/manifest.json`,
    ];
    return {
      path: paths[n % paths.length]!,
      address: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    };
  };
}

/** The repository flood case, on one database kind, in its own server process. */
export async function benchRepositoryFlood(
  kind: Target["kind"],
  workDir: string,
  env: (target: Target) => Record<string, string>,
  options: { items: number; seconds: number; port: number; serverUrl?: string },
): Promise<RepositoryFloodResult> {
  const dir = fs.mkdtempSync(path.join(workDir, `flood-${kind}-`));
  const target = await freshTarget(kind, dir, options.serverUrl);
  try {
    const { slugs, ids } = await fillRepository(target, options.items);
    const api = await startApi(env(target), options.port);
    try {
      const login = await fetch(`${api.url}/api/login/`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(SHOPPER),
      });
      const { access } = (await login.json()) as { access: string };
      const cart = { path: "/api/market/cart/my_cart/", headers: { authorization: `Bearer ${access}` } };
      const quiet = await measure(api.url, cart, options.seconds, 1, CART_CONNECTIONS);
      const next = floodRequest(slugs, ids);
      const flood = autocannon({
        url: api.url,
        connections: FLOOD_CONNECTIONS,
        pipelining: 1,
        // A second longer than the cart's run, so the cart is measured under the flood throughout.
        duration: options.seconds + 2,
        timeout: 30,
        requests: [
          {
            setupRequest: (request: autocannon.Request) => {
              const { path: target, address } = next();
              return {
                ...request,
                path: target,
                headers: { ...request.headers, "x-forwarded-for": address },
              };
            },
          },
        ],
      });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const flooded = await measure(api.url, cart, options.seconds, 0, CART_CONNECTIONS);
      const floodResult = await flood;
      const floodStatuses = Object.fromEntries(
        Object.entries(floodResult.statusCodeStats ?? {}).map(([code, stats]) => [
          code,
          (stats as { count: number }).count,
        ]),
      );
      if (floodResult.errors + floodResult.timeouts > 0)
        floodStatuses.errors = floodResult.errors + floodResult.timeouts;
      return {
        database: kind,
        items: options.items,
        quiet,
        flooded,
        floodRps: floodResult.requests.total / floodResult.duration,
        floodStatuses,
      };
    } finally {
      await api.stop();
    }
  } finally {
    await target.drop();
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;

export function repositoryFloodTable(results: RepositoryFloodResult[]): string {
  const lines = results.map((r) => {
    const statuses = Object.entries(r.floodStatuses)
      .map(([code, count]) => `${code}: ${count}`)
      .join(", ");
    return `| ${r.database} | ${r.items} | ${ms(r.quiet.p50)} / ${ms(r.quiet.p99)} | ${ms(r.flooded.p50)} / ${ms(r.flooded.p99)} | ${r.flooded.failures} | ${Math.round(r.floodRps)} | ${statuses} |`;
  });
  return [
    "Repository flood (decision 211): a signed-in cart read while 50 anonymous connections, each request from another address, read the item list with filters and facets, item pages, OAI-PMH ListRecords and IIIF manifests",
    `load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores; the cart on ${CART_CONNECTIONS} connections`,
    "| database | items | cart quiet p50 / p99 | cart during the flood p50 / p99 | cart not 200 | flood req/s | flood answers |",
    "|---|---|---|---|---|---|---|",
    ...lines,
  ].join("\n");
}
