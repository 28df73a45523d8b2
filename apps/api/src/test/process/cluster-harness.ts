import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import sharp from "sharp";
import { buildApp } from "../../app.ts";

/**
 * What the multi-process test (multi-process.cluster.test.ts, decision 193) needs around the
 * cluster: a fresh database on the local PostgreSQL server, an app in the test process on that
 * database (fixtures straight into the tables, tokens signed with the cluster's secret), and
 * small HTTP helpers that can name the client address as HAProxy would.
 */

export const SERVER_URL = process.env.CLUSTER_TEST_SERVER ?? "postgres://postgres@127.0.0.1:5432";

export async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `hx_cluster_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: `${SERVER_URL}/postgres` });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: `${SERVER_URL}/${name}`,
    async drop() {
      const client = new pg.Client({ connectionString: `${SERVER_URL}/postgres` });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** An app on the cluster's database that never listens and runs no jobs: the test's own hands. */
export async function fixtureApp(databaseUrl: string, jwtSecret: string): Promise<FastifyInstance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "heritage-cluster-fixture-"));
  const app = await buildApp(
    {
      dataDir,
      databaseUrl,
      jwtSecret,
      whatsappNumber: "250788000000",
      rateLimitLogin: 1000,
      rateLimitRegister: 1000,
      logLevel: "silent",
      trustProxy: false,
      jobs: false,
      webDist: path.join(dataDir, "no-web"),
    },
    { logger: false },
  );
  app.addHook("onClose", async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  await app.ready();
  return app;
}

export const randomSecret = () => crypto.randomBytes(48).toString("base64url");

export interface CallOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** The client address the API should see (X-Forwarded-For, trusted from 127.0.0.1). */
  from?: string;
}

/** One request; its status and parsed body (or text). */
export async function call(base: string, url: string, options: CallOptions = {}) {
  const response = await fetch(`${base}${url}`, {
    method: options.method ?? (options.body === undefined ? "GET" : "POST"),
    headers: {
      ...(options.body === undefined ? {} : { "content-type": "application/json" }),
      ...(options.from ? { "x-forwarded-for": options.from } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, body: body as Record<string, unknown> & unknown[] };
}

/** A small PNG as a data URL, different for each `seed`. */
export async function pictureDataUrl(seed: number): Promise<string> {
  const png = await sharp({
    create: { width: 32, height: 24, channels: 3, background: { r: seed % 256, g: 90, b: 40 } },
  })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}

/**
 * A steady, bounded load on 127.0.0.1: `clients` loops, each sending the next request when the
 * last answered, until stop(); every answer's status (or the network error) is kept.
 */
export function steadyLoad(url: string, clients: number) {
  const statuses: (number | string)[] = [];
  let running = true;
  const loops = Array.from({ length: clients }, async () => {
    while (running) {
      try {
        const response = await fetch(url);
        await response.arrayBuffer();
        statuses.push(response.status);
      } catch (error) {
        statuses.push(
          error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : String(error),
        );
      }
    }
  });
  return {
    statuses,
    async stop() {
      running = false;
      await Promise.all(loops);
      return statuses;
    },
  };
}

/** Runs `tasks` with at most `width` at once; their results in order. */
export async function inParallel<T>(tasks: (() => Promise<T>)[], width: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < tasks.length) {
        const index = next++;
        results[index] = await tasks[index]!();
      }
    }),
  );
  return results;
}
