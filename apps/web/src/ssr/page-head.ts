import type { Product } from "@heritage/domain/catalog";
import { LANGUAGES, type Language } from "@heritage/domain/languages";
import { sharedTexts } from "../components/shared-texts.ts";
import {
  absolute,
  breadcrumbs,
  clip,
  type GetJson,
  type HeadImage,
  languageAddress,
  type RecordHead,
  sharePicture,
} from "./head-parts.ts";
import { pageHeadTexts as t } from "./page-head-texts.ts";
import { courseHead, itemHead } from "./record-heads.ts";

/**
 * The head of a page the server drew (decision 228): its title, description, canonical address and its
 * other languages' addresses (`?lang=`), Open Graph and Twitter card, and JSON-LD. Everything in it was
 * read as a visitor, so a record the public may not see (a cultural protocol, an unpublished product)
 * gives nothing here either: the API answered it 404.
 */

export interface HeadInput {
  url: string;
  origin: string;
  language: Language;
  /** The `<title>` the page rendered, already escaped for HTML. */
  title: string | null;
  /** GET of an API path as a visitor in the page's language; null unless 200. */
  getJson: GetJson;
}

const CONDITION: Record<Product["condition"], string> = {
  new: "https://schema.org/NewCondition",
  used: "https://schema.org/UsedCondition",
  refurbished: "https://schema.org/RefurbishedCondition",
};
const OG_LOCALES: Record<Language, string> = { rw: "rw_RW", en: "en_GB", fr: "fr_FR" };

const DESCRIBED: Record<string, keyof typeof t.descriptions> = {
  "/about": "about",
  "/involved": "involved",
  "/market": "market",
  "/resources": "resources",
  "/elearning": "elearning",
  "/login": "login",
  "/register": "register",
};

export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

const unescapeHtml = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&");

const jsonLd = (data: object) =>
  `<script type="application/ld+json">${JSON.stringify(data).replaceAll("<", "\\u003c")}</script>`;

function productId(url: string, origin: string): number | null {
  const address = new URL(url, origin);
  if (address.pathname.replace(/\/$/, "") !== "/market") return null;
  const id = Number(address.searchParams.get("product"));
  return Number.isInteger(id) && id > 0 ? id : null;
}

function productLd(product: Product, canonical: string, image: string | null) {
  const rating = product.rating === null ? null : Number(product.rating);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: clip(product.description, 500),
    ...(image ? { image: [image] } : {}),
    sku: String(product.id),
    category: product.category_name,
    url: canonical,
    offers: {
      "@type": "Offer",
      url: canonical,
      price: product.price,
      priceCurrency: "RWF",
      availability: product.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: CONDITION[product.condition],
    },
    ...(rating !== null && product.review_count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: rating,
            reviewCount: product.review_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

async function productHead(
  url: string,
  context: {
    origin: string;
    language: Language;
    canonical: string;
    home: { name: string; url: string };
    getJson: GetJson;
  },
): Promise<RecordHead | null> {
  const { origin, language, canonical, home, getJson } = context;
  const id = productId(url, origin);
  const product = id === null ? null : ((await getJson(`/api/market/products/${id}/`)) as Product | null);
  if (!product) return null;
  const picture = product.images.find((candidate) => candidate.is_primary) ?? product.images[0];
  const stored = picture ? absolute(origin, picture.image) : null;
  // The 1200×630 cut made for link previews (decision 254); a picture not stored here is named as it is.
  const image: HeadImage | null = picture
    ? (sharePicture(
        origin,
        `/api/market/products/${product.id}/share-image`,
        picture.image,
        product.name,
      ) ?? {
        url: stored ?? picture.image,
        alt: product.name,
        width: picture.width,
        height: picture.height,
      })
    : null;
  return {
    title: `${product.name} · ${t.siteName}`,
    description: clip(product.description, 300),
    type: "product",
    image,
    ld: [
      productLd(product, canonical, stored),
      breadcrumbs([
        home,
        { name: t.market, url: languageAddress(origin, "/market", language) },
        { name: product.name, url: canonical },
      ]),
    ],
  };
}

export async function pageHead({ url, origin, language, title, getJson }: HeadInput): Promise<string> {
  const pathname = new URL(url, origin).pathname.replace(/(.)\/$/, "$1");
  const canonical = languageAddress(origin, url, language);
  let pageTitle = title === null ? sharedTexts.documentTitle : unescapeHtml(title);
  let description: string =
    pathname in DESCRIBED
      ? t.descriptions[DESCRIBED[pathname] as keyof typeof t.descriptions]
      : t.siteDescription;
  let type = "website";
  let image: HeadImage | null = null;
  const ld: object[] = [];
  const home = { name: t.home, url: languageAddress(origin, "/", language) };
  const context = { url, origin, language, canonical, home, getJson };

  const record: RecordHead | null =
    (await productHead(url, context)) ??
    (await itemHead(pathname, context)) ??
    (await courseHead(pathname, context));
  if (record) {
    ({ title: pageTitle, description, type, image } = record);
    ld.push(...record.ld);
  } else if (pathname === "/" || pathname === "/home") {
    ld.push({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: t.siteName,
      url: `${origin}/`,
      logo: `${origin}/icons/icon-512.png`,
      description: t.siteDescription,
    });
    ld.push({
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: t.siteName,
      url: `${origin}/`,
      inLanguage: language,
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: `${origin}/market?q={search_term_string}` },
        "query-input": "required name=search_term_string",
      },
    });
  } else {
    ld.push(breadcrumbs([home, { name: pageTitle.split(" · ")[0] ?? pageTitle, url: canonical }]));
  }

  const tags: string[] = [
    `<title>${escapeHtml(pageTitle)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...LANGUAGES.map(
      (other) =>
        `<link rel="alternate" hreflang="${other}" href="${escapeHtml(languageAddress(origin, url, other))}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(languageAddress(origin, url, null))}">`,
  ];
  const og: [string, string][] = [
    ["og:type", type],
    ["og:site_name", t.siteName],
    ["og:title", clip(pageTitle, 120)],
    ["og:description", description],
    ["og:url", canonical],
    ["og:locale", OG_LOCALES[language]],
    ...LANGUAGES.filter((other) => other !== language).map((other): [string, string] => [
      "og:locale:alternate",
      OG_LOCALES[other],
    ]),
  ];
  if (image) {
    og.push(["og:image", image.url], ["og:image:alt", image.alt]);
    if (image.type) og.push(["og:image:type", image.type]);
    if (image.width && image.height) {
      og.push(["og:image:width", String(image.width)], ["og:image:height", String(image.height)]);
    }
  }
  tags.push(
    ...og.map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}">`),
  );
  const twitter: [string, string][] = [
    ["twitter:card", image ? "summary_large_image" : "summary"],
    ["twitter:title", clip(pageTitle, 70)],
    ["twitter:description", clip(description, 200)],
    ...(image ? ([["twitter:image", image.url]] as [string, string][]) : []),
  ];
  tags.push(...twitter.map(([name, content]) => `<meta name="${name}" content="${escapeHtml(content)}">`));
  tags.push(...ld.map(jsonLd));
  return tags.join("");
}
