import type { ItemDetail } from "@heritage/domain/collections-query";
import type { Course } from "@heritage/domain/content";
import type { Language } from "@heritage/domain/languages";
import {
  absolute,
  breadcrumbs,
  clip,
  type GetJson,
  languageAddress,
  type RecordHead,
  sharePicture,
} from "./head-parts.ts";
import { pageHeadTexts as t } from "./page-head-texts.ts";

/**
 * The heads of a repository record's page and a course's page (decision 254). Both are read as a
 * visitor: an item under a cultural protocol (community, restricted, sacred) or a draft is a 404
 * there, so its page gets the site's defaults and nothing of the record, like an address naming nothing.
 */

interface Context {
  url: string;
  origin: string;
  language: Language;
  canonical: string;
  home: { name: string; url: string };
  getJson: GetJson;
}

/** Item slugs as they are written (lowercase words and hyphens): nothing else is asked of the API. */
const ITEM_PAGE = /^\/resources\/items\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;
const COURSE_PAGE = /^\/elearning\/courses\/([1-9]\d{0,9})$/;

export async function itemHead(pathname: string, context: Context): Promise<RecordHead | null> {
  const slug = ITEM_PAGE.exec(pathname)?.[1];
  if (!slug) return null;
  const item = (await context.getJson(`/api/repository/items/${slug}`)) as ItemDetail | null;
  if (!item?.title) return null;
  const { origin, language, canonical } = context;
  // The first picture open to everyone, as the share picture's route chooses it (its preview first).
  const picture = item.media.find((file) => file.kind === "image" && file.access === "public");
  const source = picture ? (picture.preview_url ?? picture.url) : null;
  const route = `/api/repository/items/${encodeURIComponent(item.slug)}/share-image`;
  const image = source ? sharePicture(origin, route, source, item.title) : null;
  const description = clip(item.dc.description[0] ?? "", 300) || t.descriptions.resources;
  const collectionUrl = languageAddress(
    origin,
    `/resources/search?collection=${encodeURIComponent(item.collection.slug)}`,
    language,
  );
  const date = item.dc.date[0];
  const creators = item.dc.creator.filter((name) => name.trim() !== "");
  const work = {
    "@context": "https://schema.org",
    "@type": item.type === "artwork" ? "VisualArtwork" : "CreativeWork",
    name: item.title,
    ...(item.dc.description[0] ? { description: clip(item.dc.description[0], 500) } : {}),
    ...(image || source ? { image: [image?.url, source && absolute(origin, source)].filter(Boolean) } : {}),
    ...(creators.length > 0 ? { creator: creators.map((name) => ({ "@type": "Person", name })) } : {}),
    ...(date ? { dateCreated: date } : {}),
    ...(item.period ? { temporalCoverage: item.period } : {}),
    // The language the name and description above are written in.
    inLanguage: item.language,
    url: canonical,
    isPartOf: { "@type": "Collection", name: item.collection.name, url: collectionUrl },
  };
  return {
    title: `${item.title} · ${t.siteName}`,
    description,
    type: "article",
    image,
    ld: [
      work,
      breadcrumbs([
        context.home,
        { name: t.repository, url: languageAddress(origin, "/resources/search", language) },
        { name: item.collection.name, url: collectionUrl },
        { name: item.title, url: canonical },
      ]),
    ],
  };
}

export async function courseHead(pathname: string, context: Context): Promise<RecordHead | null> {
  const id = COURSE_PAGE.exec(pathname)?.[1];
  if (!id) return null;
  const course = (await context.getJson(`/api/content/courses/${id}`)) as Course | null;
  if (!course?.title) return null;
  const { origin, language, canonical } = context;
  const provider = { "@type": "Organization", name: t.siteName, url: `${origin}/` };
  const description = clip(course.description, 300) || t.descriptions.elearning;
  const image = course.image
    ? { url: absolute(origin, course.image), alt: course.title, width: null, height: null }
    : null;
  return {
    title: `${course.title} · ${t.siteName}`,
    description,
    type: "website",
    image,
    ld: [
      {
        "@context": "https://schema.org",
        "@type": "Course",
        name: course.title,
        // Google's Course rich result needs a description; the catalogue's default says what it is.
        description: clip(course.description, 500) || t.descriptions.elearning,
        provider,
        // The language the course is taught in, whatever language this page is read in.
        inLanguage: course.teaching_language,
        url: canonical,
        ...(image ? { image: [image.url] } : {}),
        ...(course.category ? { about: course.category } : {}),
        ...(course.is_free
          ? {
              isAccessibleForFree: true,
              offers: { "@type": "Offer", category: "Free", price: 0, priceCurrency: "RWF" },
            }
          : {}),
        hasCourseInstance: {
          "@type": "CourseInstance",
          courseMode: "online",
          inLanguage: course.teaching_language,
          ...(course.instructor_name
            ? { instructor: { "@type": "Person", name: course.instructor_name } }
            : {}),
        },
      },
      breadcrumbs([
        context.home,
        { name: t.elearning, url: languageAddress(origin, "/elearning", language) },
        { name: course.title, url: canonical },
      ]),
    ],
  };
}
