import { expect } from "vitest";
import { call, pictureDataUrl } from "./cluster-harness.ts";

/**
 * What the multi-process test (decision 193) reads back after the processes acted: what the
 * database recorded, and a picture compared byte for byte. Kept beside the test, not in it, so the
 * test reads as the list of properties.
 */

type Execute = (statement: string) => Promise<unknown>;

/**
 * Every write of an order's status, by any process, into a table of the test's own (a trigger on
 * the test's fresh database). The expiry's proof reads this instead of the processes' logs: every
 * process on the database runs the expiry (also the two on the bucket), and a log line is only what
 * one process said about itself. An order cancelled twice, or restocked twice, shows here.
 */
export async function auditOrderStatusWrites(execute: Execute): Promise<void> {
  await execute(`create table cluster_test_status_writes (
    order_id integer not null,
    old_status text not null,
    new_status text not null,
    by_backend integer not null default pg_backend_pid()
  )`);
  await execute(`create function cluster_test_status_write() returns trigger language plpgsql as $$
    begin
      insert into cluster_test_status_writes (order_id, old_status, new_status)
      values (new.id, old.status, new.status);
      return new;
    end $$`);
  // "of status": every UPDATE that sets the column fires it, also one that sets it to what it was.
  await execute(`create trigger cluster_test_status_write after update of status on orders
    for each row execute function cluster_test_status_write()`);
}

export interface StatusWrite {
  order_id: number;
  old_status: string;
  new_status: string;
}

export function statusWritesOf(orderIds: number[]): string {
  return `select order_id, old_status, new_status from cluster_test_status_writes
    where order_id in (${orderIds.map(Number).join(",")}) order by order_id`;
}

/** Uploads a picture through `here`; it is served through `there`, byte for byte. Its store key. */
export async function uploadHereServeThere(
  here: string,
  there: string,
  admin: Record<string, string>,
): Promise<string> {
  const upload = await call(here, "/api/media/", {
    body: { image: await pictureDataUrl(Math.floor(Math.random() * 255)) },
    headers: admin,
    from: "10.50.0.2",
  });
  expect(upload.status).toBe(201);
  const url = String(upload.body.url);
  const [fromHere, fromThere] = await Promise.all([fetch(`${here}${url}`), fetch(`${there}${url}`)]);
  expect(fromThere.status).toBe(200);
  expect(fromThere.headers.get("content-type")).toContain("image/webp");
  expect(Buffer.from(await fromThere.arrayBuffer())).toEqual(Buffer.from(await fromHere.arrayBuffer()));
  return url.replace(/^\/media\//, "");
}

/**
 * `count` searches from one address (X-Forwarded-For), alternately through `a` and `b`, 16 at a
 * time: how many were answered and how many refused as too many (decision 194).
 */
export async function searchesFromOneAddress(a: string, b: string, count: number) {
  const statuses: number[] = [];
  for (let start = 0; start < count; start += 16) {
    const batch = Array.from({ length: Math.min(16, count - start) }, (_, i) =>
      call((start + i) % 2 ? b : a, `/api/market/products/?search=basket${start + i}`, { from: "10.78.0.1" }),
    );
    statuses.push(...(await Promise.all(batch)).map((answer) => answer.status));
  }
  return {
    answered: statuses.filter((status) => status === 200).length,
    refused: statuses.filter((status) => status === 429).length,
  };
}
