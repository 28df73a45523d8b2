import type { MuseumQuery } from "@heritage/domain/content";
import { and, asc, count, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  historicalFigures,
  museumArtifacts,
  museumGalleryImages,
  museums,
  virtualExhibitions,
} from "../../db/schema/content.ts";
import { pageWindow } from "./content-pagination.ts";
import { matchEveryWord, searchWords, titleRank } from "./content-search.ts";

/** How many historical figures the museum sidebar lists ('You may also like these'). */
const RELATED_FIGURES = 4;

type MuseumRow = typeof museums.$inferSelect;
const toMuseumResponse = ({ position: _position, ...rest }: MuseumRow) => rest;
const withoutPlacement = <T extends { museum_id: number | null; position: number }>({
  museum_id: _museum,
  position: _position,
  ...rest
}: T) => rest;

export async function listMuseums(db: Db, query: MuseumQuery) {
  const words = searchWords(query.search);
  const where: SQL | undefined = and(
    query.category && query.category !== "All" ? eq(museums.category, query.category) : undefined,
    matchEveryWord(words, museums.name, [museums.location, museums.description, museums.translated_text]),
  );
  const { limit, offset } = pageWindow(query);
  const order = words.length > 0 ? [...titleRank(words, museums.name)] : [];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(museums)
      .where(where)
      .orderBy(...order, asc(museums.position), asc(museums.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(museums).where(where),
  ]);
  return { rows: rows.map(toMuseumResponse), total: total?.total ?? 0 };
}

/** A museum by id or slug, with its artifacts, gallery, exhibitions and related figures. */
export async function findMuseumDetail(db: Db, key: number | string) {
  const [museum] = await db
    .select()
    .from(museums)
    .where(typeof key === "number" ? eq(museums.id, key) : eq(museums.slug, key));
  if (!museum) return undefined;
  const [artifacts, gallery, exhibitions, figures] = await Promise.all([
    db
      .select()
      .from(museumArtifacts)
      .where(eq(museumArtifacts.museum_id, museum.id))
      .orderBy(asc(museumArtifacts.position), asc(museumArtifacts.id)),
    db
      .select()
      .from(museumGalleryImages)
      .where(eq(museumGalleryImages.museum_id, museum.id))
      .orderBy(asc(museumGalleryImages.position), asc(museumGalleryImages.id)),
    db
      .select()
      .from(virtualExhibitions)
      .where(eq(virtualExhibitions.museum_id, museum.id))
      .orderBy(asc(virtualExhibitions.position), asc(virtualExhibitions.id)),
    // The museum's own figures first, then others so the list is never empty.
    db
      .select()
      .from(historicalFigures)
      .orderBy(
        sql`case when ${historicalFigures.museum_id} = ${museum.id} then 0 else 1 end`,
        asc(historicalFigures.position),
        asc(historicalFigures.id),
      )
      .limit(RELATED_FIGURES),
  ]);
  return {
    ...toMuseumResponse(museum),
    artifacts: artifacts.map(withoutPlacement),
    gallery: gallery.map(withoutPlacement),
    exhibitions: exhibitions.map(withoutPlacement),
    related_figures: figures.map(withoutPlacement),
  };
}

export async function countMuseumsAndArtifacts(db: Db) {
  const [[museumTotal], [artifactTotal]] = await Promise.all([
    db.select({ total: count() }).from(museums),
    db.select({ total: count() }).from(museumArtifacts),
  ]);
  return { museums: museumTotal?.total ?? 0, artifacts: artifactTotal?.total ?? 0 };
}
