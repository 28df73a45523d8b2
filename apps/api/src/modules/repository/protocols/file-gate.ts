import { messages } from "@heritage/domain/messages";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply } from "fastify";
import { collections, itemMedia, items } from "../../../db/schema/collections.ts";
import { isRefusedFilePath } from "./file-paths.ts";
import { itemFileAllowed } from "./item-file-lookup.ts";
import { openToEveryone } from "./visibility.ts";

/**
 * The plain file paths (/media/items/..., /iiif/3/<media id>/...) serve only what everyone may see
 * (decision 162): a file of a hidden item, or a file that is not public, is a 404 there, whether
 * its URL was guessed or kept from earlier. Those files are served through the signed route
 * (file-routes.ts). Answers are cached an hour, not a year, so that a withdrawn file leaves caches.
 */

const ITEM_FILES = "/media/items/";
const TILES = "/iiif/3/";
const FILE_PREFIX = /^\/(?:media\/items|iiif\/3)\//i;
const HOUR_SECONDS = 60 * 60;
const MEMO_MS = 5_000;
const MEMO_LIMIT = 10_000;

type FileState = "open" | "closed" | "other";

export function registerFileGate(app: FastifyInstance): void {
  // Tiles are fetched by the dozen at once: one answer per file is kept for a few seconds.
  const memo = new Map<string, { state: FileState; at: number }>();
  async function remembered(key: string, read: () => Promise<FileState>): Promise<FileState> {
    const now = Date.now();
    const hit = memo.get(key);
    if (hit && now - hit.at < MEMO_MS) return hit.state;
    const state = await read();
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(key, { state, at: now });
    return state;
  }

  const fileState = (key: string) =>
    remembered(`f:${key}`, async () =>
      (await itemFileAllowed(app.db, key, openToEveryone())) ? "open" : "closed",
    );

  /** Tiles of catalogue pictures (not repository files) are "other" and stay as they were. */
  const tileState = (id: string) =>
    remembered(`t:${id}`, async () => {
      if (!UUID.test(id)) return "other";
      const [row] = await app.db
        .select({ open: sql<boolean>`(${openToEveryone()})` })
        .from(itemMedia)
        .innerJoin(items, eq(items.id, itemMedia.item_id))
        .innerJoin(collections, eq(collections.id, items.collection_id))
        .where(eq(itemMedia.public_id, id))
        .limit(1);
      if (!row) return "other";
      return row.open ? "open" : "closed";
    });

  /** Whether the gate answered (a 404) rather than letting the file route serve the path. */
  const gate = async (reply: FastifyReply, path: string): Promise<boolean> => {
    // Compared without case, so that a case-insensitive disk's /media/ITEMS/… is an item's file
    // too (its key then matches no open file: closed).
    const state = path.toLowerCase().startsWith(ITEM_FILES)
      ? await fileState(`items/${safeDecode(path.slice(ITEM_FILES.length))}`)
      : await tileState((path.slice(TILES.length).split("/")[0] ?? "").toLowerCase());
    if (state === "closed") {
      reply.status(404).send({ detail: messages.common.notFound });
      return true;
    }
    if (state === "open") reply.header(MARK, "1");
    return false;
  };
  // Callback-style: every other path (each API read, the cached catalogue's among them) passes
  // with no promise; only the two file prefixes wait for the gate. The URL is the canonical one
  // (file-paths.ts, before routing), the path the file servers read.
  app.addHook("onRequest", (request, reply, done) => {
    if (isRefusedFilePath(request.raw)) {
      reply.status(404).send({ detail: messages.common.notFound });
      return;
    }
    if (!FILE_PREFIX.test(request.url)) return done();
    gate(reply, request.url.split("?")[0] ?? "").then((answered) => {
      if (!answered) done();
    }, done);
  });

  // Open repository files are cached an hour, not a year: a file withdrawn later leaves caches soon.
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (reply.getHeader(MARK) === undefined) return done(null, payload);
    reply.removeHeader(MARK);
    const cache = reply.getHeader("cache-control");
    if (typeof cache === "string" && cache.startsWith("public")) {
      reply.header("cache-control", `public, max-age=${HOUR_SECONDS}`);
    }
    done(null, payload);
  });
}

const MARK = "x-repository-file";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
