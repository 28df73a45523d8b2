import { expect } from "vitest";
import type { TestApp } from "../../test/build-test-app.ts";

/** Calls and fixtures shared by the CSV tests (decision 113). */

export type Headers = Record<string, string>;

export function caller(t: TestApp, headers: Headers) {
  return (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown, as = headers) =>
    t.app.inject({
      method,
      url,
      headers: as,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

/** An institution and a published collection, made through the admin API. */
export async function makePlace(t: TestApp, headers: Headers, name = "Basketry") {
  const call = caller(t, headers);
  const institution = (
    await call("POST", "/api/admin/repository/institutions/", {
      kind: "museum",
      name: `${name} Museum`,
      place_name: "Huye",
    })
  ).json();
  const collection = (
    await call("POST", "/api/admin/repository/collections/", {
      institution: institution.id,
      title: name,
      published: true,
    })
  ).json();
  return { institution, collection };
}

export function postCsv(t: TestApp, headers: Headers, csv: string | Buffer, query = "") {
  return t.app.inject({
    method: "POST",
    url: `/api/admin/repository/import/${query}`,
    headers: { ...headers, "content-type": "text/csv" },
    payload: csv,
  });
}

export async function exportCsv(t: TestApp, headers: Headers, query = ""): Promise<string> {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/admin/repository/items.csv${query}`,
    headers,
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toContain("text/csv");
  return response.body;
}

/** Polls the job until it leaves `running` (the import writes after answering 202). */
export async function waitForImport(t: TestApp, headers: Headers, id: string) {
  for (;;) {
    const job = (
      await t.app.inject({ method: "GET", url: `/api/admin/repository/import/${id}/`, headers })
    ).json();
    if (job.status !== "running") return job;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Imports a file for real and waits for it: the finished job. */
export async function importCsv(t: TestApp, headers: Headers, csv: string | Buffer) {
  const started = await postCsv(t, headers, csv);
  expect(started.statusCode, started.body).toBe(202);
  return waitForImport(t, headers, started.json().id);
}

/** A CSV text from rows of cells (quoting as a spreadsheet would). */
export function csvOf(rows: string[][]): string {
  const cell = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return `${rows.map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}
