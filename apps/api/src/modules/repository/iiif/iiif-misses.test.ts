import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import {
  insertInstitutionAndCollection,
  insertTestItem,
} from "../../../test/fixtures/collections-test-data.ts";
import { addItemPicture } from "../../../test/iiif-test-picture.ts";

/**
 * Addresses under /iiif/ that name nothing get the protocol's answer (decision 220), with a web
 * build present: before, its index.html answered them with a 200.
 */

let t: TestApp;
let id: string;
const SHELL = '<!doctype html><head><title>Heritage shell</title></head><body><div id="root"></div>';

beforeAll(async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "heritage-web-"));
  fs.writeFileSync(path.join(dist, "index.html"), SHELL);
  t = await buildTestApp({ webDist: dist });
  const place = await insertInstitutionAndCollection(t.app.db, "misses");
  const item = await insertTestItem(t.app.db, place, { title: "Misses" });
  const picture = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#306090" } })
    .jpeg()
    .toBuffer();
  id = await addItemPicture(t.app.db, t.app.mediaDir, item!.id, picture);
});
afterAll(() => t.close());

async function expectIiifError(url: string, status: number) {
  const response = await t.app.inject({ url, headers: { "accept-language": "en" } });
  expect(response.statusCode, url).toBe(status);
  expect(response.headers["content-type"], url).toMatch(/^application\/json/);
  expect(response.headers["access-control-allow-origin"], url).toBe("*");
  expect(response.headers["cross-origin-resource-policy"], url).toBe("cross-origin");
  expect(response.body, url).not.toContain("<title>Heritage shell</title>");
  expect(response.json().detail, url).toEqual(expect.any(String));
  return response.json().detail as string;
}

describe("IIIF addresses that name nothing", () => {
  it("answers 400 to a malformed image request, saying which parameter (Image API 3.0 §4)", async () => {
    const cases: [string, string][] = [
      // §4.8: the format is always required.
      ["full/max/0/default", "format"],
      ["full/max/0/default.bmp", "format"],
      ["full/max/0/default.gif", "format"],
      ["full/max/0/fancy.jpg", "quality"],
      ["full/max/0/bitonal.jpg", "quality"],
      ["full/max/45/default.jpg", "rotation"],
      ["full/max/361/default.jpg", "rotation"],
      ["full/max/-90/default.jpg", "rotation"],
      ["nowhere/max/0/default.jpg", "region"],
      ["0,0,0,10/max/0/default.jpg", "region"],
      ["1,2,3/max/0/default.jpg", "region"],
      ["full/full/0/default.jpg", "size"],
      ["full/0,/0/default.jpg", "size"],
      ["full/pct:101/0/default.jpg", "size"],
      ["full/-5,/0/default.jpg", "size"],
      // Well formed, but not for this picture (decision 245): outside it, or larger without ^.
      ["600,0,10,10/max/0/default.jpg", "region"],
      ["full/601,/0/default.jpg", "size"],
    ];
    for (const [request, parameter] of cases) {
      const detail = await expectIiifError(`/iiif/3/${id}/${request}`, 400);
      expect(detail, request).toContain(` ${parameter} `);
    }
  });

  it("makes the sizes and regions no file holds: Universal Viewer's thumbnail among them", async () => {
    for (const url of [
      `/iiif/3/${id}/full/90,/0/default.jpg`,
      `/iiif/3/${id}/full/%5E90,/0/default.jpg`,
      `/iiif/3/${id}/pct:10,10,50,50/max/0/default.jpg`,
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["access-control-allow-origin"], url).toBe("*");
    }
  });

  it("answers 404 to a well-formed request for a picture that is not here (§7.3)", async () => {
    for (const url of [
      `/iiif/3/${randomUUID()}/full/max/0/default.jpg`,
      "/iiif/3/not-a-uuid/full/max/0/default.jpg",
      `/iiif/3/${randomUUID()}/info.json`,
      `/iiif/items/${randomUUID()}/manifest.json`,
      "/iiif/items/not-a-uuid/manifest.json",
      `/iiif/collections/${randomUUID()}/collection.json`,
    ]) {
      await expectIiifError(url, 404);
    }
  });

  it("answers 400 to an address of no IIIF form this server speaks", async () => {
    for (const url of [
      "/iiif",
      "/iiif/",
      "/iiif/collections",
      "/iiif/items/not-a-uuid/manifest",
      `/iiif/items/${randomUUID()}/manifest`,
      `/iiif/3/${id}/full/max/0`,
      `/iiif/3/${id}/full/max/0/default.jpg/more`,
      "/iiif/2/abc/info.json",
    ]) {
      const detail = await expectIiifError(url, 400);
      expect(detail, url).toContain("/iiif/3/{id}/info.json");
    }
  });

  it("still serves what exists, open to any origin, and the web app's pages outside /iiif/", async () => {
    const tile = await t.app.inject({ url: `/iiif/3/${id}/full/max/0/default.jpg` });
    expect(tile.statusCode).toBe(200);
    expect(tile.headers["content-type"]).toBe("image/jpeg");
    expect(tile.headers["access-control-allow-origin"]).toBe("*");
    const info = await t.app.inject({ url: `/iiif/3/${id}/info.json` });
    expect(info.statusCode).toBe(200);
    expect(info.headers["access-control-allow-origin"]).toBe("*");
    const page = await t.app.inject({ url: "/resources/iiif-and-more" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<title>Heritage shell</title>");
    expect(page.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("answers in the request's language", async () => {
    const response = await t.app.inject({ url: "/iiif/collections", headers: { "accept-language": "fr" } });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/^Ce n’est pas une adresse des services IIIF/);
  });
});
