/**
 * `npm run bench:iiif`: 50 viewers asking the level-2 image service (decision 245) at once for
 * random regions of one large master (24 megapixels, as museum photography is), none of them
 * kept yet, over real HTTP. Prints each answer's status, the latency percentiles and the
 * process's resident memory before, at its peak and after. Options: --requests=N (50),
 * --side=W,H of the master (6000,4000), --rounds=N (3: each round new regions).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { buildApp } from "../apps/api/src/app.ts";
import type { AppConfig } from "../apps/api/src/config.ts";
import { collections, institutions, itemMedia, items } from "../apps/api/src/db/schema/collections.ts";
import { RENDER_CONCURRENCY, RENDER_WAITING } from "../apps/api/src/modules/repository/iiif/image-render.ts";
import { freshTarget, openTarget } from "./lib/dataset.ts";
import { BENCH_JWT_SECRET } from "./lib/in-process.ts";

const option = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const REQUESTS = Number(option("requests", "50"));
const ROUNDS = Number(option("rounds", "3"));
const [WIDTH, HEIGHT] = option("side", "6000,4000").split(",").map(Number) as [number, number];

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** A random request as viewers make them: a region anywhere, at a tile's size or a thumbnail's. */
function randomRequest(id: string): string {
  const w = 512 + Math.floor(Math.random() * (WIDTH / 2));
  const h = 512 + Math.floor(Math.random() * (HEIGHT / 2));
  const x = Math.floor(Math.random() * (WIDTH - w));
  const y = Math.floor(Math.random() * (HEIGHT - h));
  // Within the limits of a 6000 × 4000 picture whatever the region's shape (maxWidth 1500,
  // maxHeight 1000: decision 245); `w,` of a tall region could pass them, a 400 by right.
  const size = ["!512,512", "!256,256", "!800,800", "pct:25", "256,256"][Math.floor(Math.random() * 5)];
  const rotation = ["0", "90", "!0", "180"][Math.floor(Math.random() * 4)];
  const format = ["jpg", "png", "webp"][Math.floor(Math.random() * 3)];
  return `/iiif/3/${id}/${x},${y},${w},${h}/${size}/${rotation}/default.${format}`;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "heritage-iiif-bench-"));
  const target = await freshTarget("pglite", dir);
  const database = await openTarget(target);
  const config: AppConfig = {
    dataDir: dir,
    databaseUrl: target.databaseUrl,
    jwtSecret: BENCH_JWT_SECRET,
    whatsappNumber: "250788000000",
    rateLimitLogin: 1_000,
    rateLimitRegister: 20,
    logLevel: "silent",
    trustProxy: false,
    seedDemo: false,
    webDist: path.join(dir, "no-web"),
  };
  const app = await buildApp(config, { database, logger: false });
  try {
    const [institution] = await app.db
      .insert(institutions)
      .values({ kind: "museum", slug: "bench", name: "Bench museum" })
      .returning();
    const [collection] = await app.db
      .insert(collections)
      .values({ institution_id: institution!.id, slug: "bench", title: "Bench", published: true })
      .returning();
    const [item] = await app.db
      .insert(items)
      .values({
        type: "photograph",
        collection_id: collection!.id,
        institution_id: institution!.id,
        slug: "bench-photograph",
        dc_title: ["Bench photograph"],
        published: true,
      })
      .returning();
    // Noise, so that JPEG decoding and encoding cost what a photograph's do.
    const master = await sharp({
      create: {
        width: WIDTH,
        height: HEIGHT,
        channels: 3,
        background: "#80604a",
        noise: { type: "gaussian", mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
    const key = "items/bench-master.jpg";
    fs.mkdirSync(path.join(app.mediaDir, "items"), { recursive: true });
    fs.writeFileSync(path.join(app.mediaDir, key), master);
    const [media] = await app.db
      .insert(itemMedia)
      .values({
        item_id: item!.id,
        kind: "image",
        key,
        mime: "image/jpeg",
        bytes: master.length,
        width: WIDTH,
        height: HEIGHT,
      })
      .returning();
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    const id = media!.public_id;
    // The tile set (made at upload in the product) before the clock starts.
    const info = await fetch(`${address}/iiif/3/${id}/info.json`);
    if (info.status !== 200) throw new Error(`info.json answered ${info.status}`);

    console.log(
      `IIIF level 2: ${REQUESTS} requests at once, ${ROUNDS} rounds, master ${WIDTH}×${HEIGHT} (${mb(master.length)}), ` +
        `${RENDER_CONCURRENCY} made at once, ${RENDER_WAITING} waiting; load ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`,
    );
    console.log("| round | 200 | 503 | other | p50 | p99 | max | RSS before | RSS peak | RSS after |");
    console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    for (let round = 1; round <= ROUNDS; round++) {
      global.gc?.();
      const before = process.memoryUsage().rss;
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 20);
      const answers = await Promise.all(
        Array.from({ length: REQUESTS }, async () => {
          const start = performance.now();
          const url = randomRequest(id);
          const response = await fetch(`${address}${url}`);
          const body = await response.arrayBuffer();
          if (response.status !== 200 && response.status !== 503)
            console.error(response.status, url, Buffer.from(body).toString().slice(0, 200));
          return { status: response.status, ms: performance.now() - start };
        }),
      );
      clearInterval(sampler);
      const after = process.memoryUsage().rss;
      const ok = answers.filter((a) => a.status === 200);
      const busy = answers.filter((a) => a.status === 503).length;
      const times = ok.map((a) => a.ms).sort((a, b) => a - b);
      console.log(
        `| ${round} | ${ok.length} | ${busy} | ${answers.length - ok.length - busy} | ${percentile(times, 50).toFixed(0)} ms | ` +
          `${percentile(times, 99).toFixed(0)} ms | ${(times.at(-1) ?? 0).toFixed(0)} ms | ${mb(before)} | ${mb(peak)} | ${mb(after)} |`,
      );
    }
  } finally {
    await app.close();
    await database.close();
    await target.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
