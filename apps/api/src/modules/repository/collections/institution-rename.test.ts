import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { institutions, items } from "../../../db/schema/collections.ts";
import { signInAdmin } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import {
  emptyDc,
  insertInstitutionAndCollection,
  insertTestItem,
} from "../../../test/fixtures/collections-test-data.ts";

/**
 * A note on a person names the museum that tells its story in dc:relation (decision 114); renaming
 * the museum carries the new name into those notes in the same transaction (decision 124), so the
 * item page, OAI-PMH and the search all say the new name.
 */
let t: TestApp;
let admin: Record<string, string>;
let palaceId: string;
let figureId: string;
beforeAll(async () => {
  t = await buildTestApp({ publicUrl: "https://heritage.example.rw" });
  const db = t.app.db;
  const palace = await insertInstitutionAndCollection(db, "palace");
  const archive = await insertInstitutionAndCollection(db, "papers");
  palaceId = palace.institution.public_id;
  const figure = await insertTestItem(
    db,
    { institution: archive.institution, collection: archive.collection },
    {
      title: "Rwabugiri",
      type: "document",
      dc: { ...emptyDc(), title: ["Rwabugiri"], relation: ["palace Museum", "Nyanza hills"] },
    },
  );
  figureId = figure.public_id;
  // Another note whose relation only contains the name inside a longer value is left alone.
  await insertTestItem(
    db,
    { institution: archive.institution, collection: archive.collection },
    {
      title: "Musinga",
      type: "document",
      dc: { ...emptyDc(), title: ["Musinga"], relation: ["Old palace Museum grounds"] },
    },
  );
  admin = (await signInAdmin(t.app)).headers;
}, 120_000);
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });

describe("renaming an institution", () => {
  it("carries the new name into its figures' dc:relation: item API, OAI oai_dc and search", async () => {
    const [stored] = await t.app.db.select().from(institutions).where(eq(institutions.public_id, palaceId));
    const [before] = await t.app.db.select().from(items).where(eq(items.public_id, figureId));
    const response = await t.app.inject({
      method: "PUT",
      url: `/api/admin/repository/institutions/${palaceId}/`,
      headers: admin,
      payload: {
        kind: "museum",
        slug: "palace-museum",
        name: "King's Palace Museum",
        version: stored!.version,
      },
    });
    expect(response.statusCode).toBe(200);

    const item = (await get("/api/repository/items/rwabugiri/")).json();
    expect(item.dc.relation).toEqual(["King's Palace Museum", "Nyanza hills"]);
    const other = (await get("/api/repository/items/musinga/")).json();
    expect(other.dc.relation).toEqual(["Old palace Museum grounds"]);

    const oai = await get(
      `/oai?verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:heritage.example.rw:${figureId}`,
    );
    expect(oai.body).toContain("<dc:relation>King&apos;s Palace Museum</dc:relation>");
    expect(oai.body).not.toContain("<dc:relation>palace Museum</dc:relation>");

    // Harvesters learn of the change: the note's version and datestamp moved.
    const [after] = await t.app.db.select().from(items).where(eq(items.public_id, figureId));
    expect(after!.version).toBeGreaterThan(before!.version);
    expect(after!.updated_at.getTime()).toBeGreaterThanOrEqual(before!.updated_at.getTime());
    const found = (await get("/api/repository/items/?search=king%27s%20palace")).json();
    expect(found.results.map((r: { slug: string }) => r.slug)).toContain("rwabugiri");

    // The museum's page still lists the note among those related to it, first.
    const page = (await get("/api/repository/institutions/palace-museum/")).json();
    expect(page.related[0]).toMatchObject({ title: "Rwabugiri" });
  });

  it("changes nothing when the update is refused as stale", async () => {
    const response = await t.app.inject({
      method: "PUT",
      url: `/api/admin/repository/institutions/${palaceId}/`,
      headers: admin,
      payload: { kind: "museum", slug: "palace-museum", name: "Another name", version: 1 },
    });
    expect(response.statusCode).toBe(409);
    const item = (await get("/api/repository/items/rwabugiri/")).json();
    expect(item.dc.relation).toEqual(["King's Palace Museum", "Nyanza hills"]);
  });
});
