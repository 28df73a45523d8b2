import fs from "node:fs";
import path from "node:path";
import messagesFr from "@heritage/domain/i18n/messages.fr";
import messagesRw from "@heritage/domain/i18n/messages.rw";
import { pathsOfTexts } from "@heritage/domain/i18n/translation";
import { messages } from "@heritage/domain/messages";
import { priceRatingTexts } from "@heritage/domain/price-rating-texts";
import priceRatingFr from "@heritage/domain/price-rating-texts.fr";
import priceRatingRw from "@heritage/domain/price-rating-texts.rw";
import { describe, expect, it } from "vitest";
import demoPaymentsFr from "../../components/layout/demo-payments-texts.fr.ts";
import demoPaymentsRw from "../../components/layout/demo-payments-texts.rw.ts";
import { demoPaymentsTexts } from "../../components/layout/demo-payments-texts.ts";
import footerFr from "../../components/layout/footer-texts.fr.ts";
import footerRw from "../../components/layout/footer-texts.rw.ts";
import { footerTexts, newsletterTexts } from "../../components/layout/footer-texts.ts";
import notFoundFr from "../../components/layout/not-found-texts.fr.ts";
import notFoundRw from "../../components/layout/not-found-texts.rw.ts";
import { notFoundTexts } from "../../components/layout/not-found-texts.ts";
import offerFr from "../../components/orders/offer-texts.fr.ts";
import offerRw from "../../components/orders/offer-texts.rw.ts";
import { offerTexts } from "../../components/orders/offer-texts.ts";
import paymentFr from "../../components/orders/payment-texts.fr.ts";
import paymentRw from "../../components/orders/payment-texts.rw.ts";
import { paymentTexts } from "../../components/orders/payment-texts.ts";
import sharedFr from "../../components/shared-texts.fr.ts";
import sharedRw from "../../components/shared-texts.rw.ts";
import { sharedTexts } from "../../components/shared-texts.ts";
import aboutFr from "../../features/about/about-texts.fr.ts";
import aboutRw from "../../features/about/about-texts.rw.ts";
import { aboutTexts } from "../../features/about/about-texts.ts";
import accountFr from "../../features/account/account-texts.fr.ts";
import accountRw from "../../features/account/account-texts.rw.ts";
import { ordersTexts, profileTexts } from "../../features/account/account-texts.ts";
import addressFr from "../../features/account/addresses/address-texts.fr.ts";
import addressRw from "../../features/account/addresses/address-texts.rw.ts";
import { addressTexts } from "../../features/account/addresses/address-texts.ts";
import communitiesFr from "../../features/account/communities/communities-texts.fr.ts";
import communitiesRw from "../../features/account/communities/communities-texts.rw.ts";
import { COMMUNITIES_TEXT } from "../../features/account/communities/communities-texts.ts";
import stewardFr from "../../features/account/communities/steward/steward-texts.fr.ts";
import stewardRw from "../../features/account/communities/steward/steward-texts.rw.ts";
import { STEWARD_TEXT } from "../../features/account/communities/steward/steward-texts.ts";
import wishlistFr from "../../features/account/wishlist/wishlist-texts.fr.ts";
import wishlistRw from "../../features/account/wishlist/wishlist-texts.rw.ts";
import { wishlistTexts } from "../../features/account/wishlist/wishlist-texts.ts";
import adminFr from "../../features/admin/admin-texts.fr.ts";
import adminRw from "../../features/admin/admin-texts.rw.ts";
import {
  CAPTCHA_TEXT,
  CATEGORY_TEXT,
  CUSTOMER_TEXT,
  DASHBOARD_TEXT,
  LOGIN_TEXT,
  PRODUCT_TEXT,
  RECORD_TEXTS,
  SECTION_LABELS,
  SHELL_TEXT,
} from "../../features/admin/admin-texts.ts";
import collectionsFr from "../../features/admin/collections/collections-texts.fr.ts";
import collectionsRw from "../../features/admin/collections/collections-texts.rw.ts";
import {
  ITEM_FORM_TEXT,
  ITEM_LIST_TEXT,
  ITEM_PREVIEW_TEXT,
  ITEM_TYPE_LABELS,
  REPOSITORY_TEXT,
} from "../../features/admin/collections/collections-texts.ts";
import protocolFr from "../../features/admin/collections/protocols/protocol-texts.fr.ts";
import protocolRw from "../../features/admin/collections/protocols/protocol-texts.rw.ts";
import { PROTOCOL_TEXT } from "../../features/admin/collections/protocols/protocol-texts.ts";
import museumFr from "../../features/admin/collections/records/museum-texts.fr.ts";
import museumRw from "../../features/admin/collections/records/museum-texts.rw.ts";
import { MUSEUM_TEXT } from "../../features/admin/collections/records/museum-texts.ts";
import recordsFr from "../../features/admin/collections/records-texts.fr.ts";
import recordsRw from "../../features/admin/collections/records-texts.rw.ts";
import { CSV_TEXT, MEDIA_TEXT, RECORD_TEXT } from "../../features/admin/collections/records-texts.ts";
import adminCoursesFr from "../../features/admin/courses/courses-texts.fr.ts";
import adminCoursesRw from "../../features/admin/courses/courses-texts.rw.ts";
import {
  COURSE_EDITOR_TEXT,
  COURSE_FORM_TEXT,
  COURSE_LIST_TEXT,
  LANGUAGE_TABS_TEXT,
  LESSON_FORM_TEXT,
  MODULE_FORM_TEXT,
  QUIZ_FORM_TEXT,
} from "../../features/admin/courses/courses-texts.ts";
import communitiesAdminFr from "../../features/admin/creators/communities/communities-admin-texts.fr.ts";
import communitiesAdminRw from "../../features/admin/creators/communities/communities-admin-texts.rw.ts";
import { COMMUNITIES_ADMIN_TEXT } from "../../features/admin/creators/communities/communities-admin-texts.ts";
import creatorsAdminFr from "../../features/admin/creators/creators-admin-texts.fr.ts";
import creatorsAdminRw from "../../features/admin/creators/creators-admin-texts.rw.ts";
import { CREATORS_ADMIN_TEXT } from "../../features/admin/creators/creators-admin-texts.ts";
import adminTrendsFr from "../../features/admin/dashboard/trends-texts.fr.ts";
import adminTrendsRw from "../../features/admin/dashboard/trends-texts.rw.ts";
import { TRENDS_TEXT } from "../../features/admin/dashboard/trends-texts.ts";
import adminJobsFr from "../../features/admin/jobs/jobs-texts.fr.ts";
import adminJobsRw from "../../features/admin/jobs/jobs-texts.rw.ts";
import { JOBS_TEXT } from "../../features/admin/jobs/jobs-texts.ts";
import adminOrdersFr from "../../features/admin/orders/orders-texts.fr.ts";
import adminOrdersRw from "../../features/admin/orders/orders-texts.rw.ts";
import { CART_TEXT, ORDER_TEXT, ORDER_TILE_TEXT } from "../../features/admin/orders/orders-texts.ts";
import outboxFr from "../../features/admin/outbox/outbox-texts.fr.ts";
import outboxRw from "../../features/admin/outbox/outbox-texts.rw.ts";
import { outboxTexts } from "../../features/admin/outbox/outbox-texts.ts";
import storyAdminFr from "../../features/admin/products/story/story-admin-texts.fr.ts";
import storyAdminRw from "../../features/admin/products/story/story-admin-texts.rw.ts";
import { STORY_ADMIN_TEXT } from "../../features/admin/products/story/story-admin-texts.ts";
import moderationFr from "../../features/admin/reviews/moderation-texts.fr.ts";
import moderationRw from "../../features/admin/reviews/moderation-texts.rw.ts";
import { MODERATION_TEXT } from "../../features/admin/reviews/moderation-texts.ts";
import sellersAdminFr from "../../features/admin/sellers/sellers-admin-texts.fr.ts";
import sellersAdminRw from "../../features/admin/sellers/sellers-admin-texts.rw.ts";
import { SELLERS_ADMIN_TEXT } from "../../features/admin/sellers/sellers-admin-texts.ts";
import authFr from "../../features/auth/auth-texts.fr.ts";
import authRw from "../../features/auth/auth-texts.rw.ts";
import { authTexts } from "../../features/auth/auth-texts.ts";
import cartFr from "../../features/cart/cart-texts.fr.ts";
import cartRw from "../../features/cart/cart-texts.rw.ts";
import { cartTexts, checkoutTexts, orderProblemTexts } from "../../features/cart/cart-texts.ts";
import creatorsFr from "../../features/creators/creators-texts.fr.ts";
import creatorsRw from "../../features/creators/creators-texts.rw.ts";
import { T as creatorsTexts } from "../../features/creators/creators-texts.ts";
import courseFr from "../../features/elearning/course-texts.fr.ts";
import courseRw from "../../features/elearning/course-texts.rw.ts";
import {
  certificateTexts,
  courseTexts,
  filterTexts,
  lessonTexts,
  quizTexts,
  vocabularyTexts,
} from "../../features/elearning/course-texts.ts";
import elearningFr from "../../features/elearning/elearning-texts.fr.ts";
import elearningRw from "../../features/elearning/elearning-texts.rw.ts";
import { T as elearningTexts } from "../../features/elearning/elearning-texts.ts";
import landingFr from "../../features/landing/landing-texts.fr.ts";
import landingRw from "../../features/landing/landing-texts.rw.ts";
import { landingTexts } from "../../features/landing/landing-texts.ts";
import quoteFr from "../../features/market/home/quote-texts.fr.ts";
import quoteRw from "../../features/market/home/quote-texts.rw.ts";
import { quoteTexts } from "../../features/market/home/quote-texts.ts";
import marketDetailFr from "../../features/market/market-detail-texts.fr.ts";
import marketDetailRw from "../../features/market/market-detail-texts.rw.ts";
import {
  conditionLabels,
  filterLabels,
  marketDetailTexts,
  orderingLabels,
} from "../../features/market/market-detail-texts.ts";
import marketFr from "../../features/market/market-texts.fr.ts";
import marketRw from "../../features/market/market-texts.rw.ts";
import { marketTexts } from "../../features/market/market-texts.ts";
import reviewsFr from "../../features/market/reviews/reviews-texts.fr.ts";
import reviewsRw from "../../features/market/reviews/reviews-texts.rw.ts";
import { REVIEWS_TEXT } from "../../features/market/reviews/reviews-texts.ts";
import storyFr from "../../features/market/story/story-texts.fr.ts";
import storyRw from "../../features/market/story/story-texts.rw.ts";
import { STORY_TEXT } from "../../features/market/story/story-texts.ts";
import heritageFr from "../../features/resources/items/heritage/heritage-texts.fr.ts";
import heritageRw from "../../features/resources/items/heritage/heritage-texts.rw.ts";
import { heritageTexts } from "../../features/resources/items/heritage/heritage-texts.ts";
import itemFr from "../../features/resources/items/item-texts.fr.ts";
import itemRw from "../../features/resources/items/item-texts.rw.ts";
import { itemTexts } from "../../features/resources/items/item-texts.ts";
import resourcesFr from "../../features/resources/resources-texts.fr.ts";
import resourcesRw from "../../features/resources/resources-texts.rw.ts";
import { T as resourcesTexts } from "../../features/resources/resources-texts.ts";
import sellingFr from "../../features/selling/selling-texts.fr.ts";
import sellingRw from "../../features/selling/selling-texts.rw.ts";
import { T as sellingTexts } from "../../features/selling/selling-texts.ts";
import pwaFr from "../../pwa/pwa-texts.fr.ts";
import pwaRw from "../../pwa/pwa-texts.rw.ts";
import { englishPwaTexts } from "../../pwa/pwa-texts.ts";
import pageHeadFr from "../../ssr/page-head-texts.fr.ts";
import pageHeadRw from "../../ssr/page-head-texts.rw.ts";
import { pageHeadTexts } from "../../ssr/page-head-texts.ts";
import countryNamesRw from "../country-names.rw.ts";
import { countryNames } from "../country-names.ts";
import {
  type Catalog,
  keyOf,
  leaves,
  placeholderDifferences,
  shapeDifferences,
  sourceFiles,
  unusedKeys,
} from "./catalog-checks.ts";

const root = path.resolve(__dirname, "../../../../..");

/** The shared messages of packages/domain, one catalog per area (packages/domain/src/messages/). */
const areaModules = import.meta.glob<Record<string, object>>(
  "../../../../../packages/domain/src/messages/*.ts",
  {
    eager: true,
  },
);
const domainMessageAreas: Catalog[] = Object.keys(areaModules)
  .filter((key) => !/\.(rw|fr)\.ts$/.test(key))
  .map((key) => {
    const area = path.basename(key, ".ts");
    const translation = (language: string) => areaModules[key.replace(/\.ts$/, `.${language}.ts`)]!.default!;
    return {
      file: `packages/domain/src/messages/${area}.ts`,
      en: areaModules[key]![`${area}Messages`]!,
      translations: { rw: translation("rw"), fr: translation("fr") },
    };
  });

/** Every catalog of the product: its English source and its Kinyarwanda and French translations. */
const CATALOGS: Catalog[] = [
  {
    file: "apps/web/src/features/elearning/elearning-texts.ts",
    en: elearningTexts,
    translations: { rw: elearningRw, fr: elearningFr },
  },
  {
    file: "apps/web/src/features/elearning/course-texts.ts",
    en: {
      course: courseTexts,
      lesson: lessonTexts,
      quiz: quizTexts,
      certificate: certificateTexts,
      filters: filterTexts,
      vocabulary: vocabularyTexts,
    },
    translations: { rw: courseRw, fr: courseFr },
  },
  ...domainMessageAreas,
  {
    // What a page the server draws says of itself in its head (decision 228).
    file: "apps/web/src/ssr/page-head-texts.ts",
    en: pageHeadTexts,
    translations: { rw: pageHeadRw, fr: pageHeadFr },
  },
  {
    // A price's and a rating's words, in the app's shared texts.
    file: "packages/domain/src/price-rating-texts.ts",
    en: priceRatingTexts,
    translations: { rw: priceRatingRw, fr: priceRatingFr },
  },
  {
    file: "apps/web/src/components/shared-texts.ts",
    en: sharedTexts,
    translations: { rw: sharedRw, fr: sharedFr },
  },
  {
    file: "apps/web/src/components/layout/footer-texts.ts",
    en: { footer: footerTexts, newsletter: newsletterTexts },
    translations: { rw: footerRw, fr: footerFr },
  },
  {
    file: "apps/web/src/features/market/market-texts.ts",
    en: { market: marketTexts },
    translations: { rw: marketRw, fr: marketFr },
  },
  {
    file: "apps/web/src/features/market/market-detail-texts.ts",
    en: {
      market: marketDetailTexts,
      filters: filterLabels,
      ordering: orderingLabels,
      conditions: conditionLabels,
    },
    translations: { rw: marketDetailRw, fr: marketDetailFr },
  },
  {
    file: "apps/web/src/features/market/home/quote-texts.ts",
    en: { quote: quoteTexts },
    translations: { rw: quoteRw, fr: quoteFr },
  },
  {
    file: "apps/web/src/pwa/pwa-texts.ts",
    en: englishPwaTexts,
    translations: { rw: pwaRw, fr: pwaFr },
  },
  {
    file: "apps/web/src/features/cart/cart-texts.ts",
    en: { cart: cartTexts, checkout: checkoutTexts, orderProblems: orderProblemTexts },
    translations: { rw: cartRw, fr: cartFr },
  },
  {
    file: "apps/web/src/components/orders/offer-texts.ts",
    en: offerTexts,
    translations: { rw: offerRw, fr: offerFr },
  },
  {
    file: "apps/web/src/components/orders/payment-texts.ts",
    en: paymentTexts,
    translations: { rw: paymentRw, fr: paymentFr },
  },
  {
    file: "apps/web/src/features/auth/auth-texts.ts",
    en: authTexts,
    translations: { rw: authRw, fr: authFr },
  },
  {
    file: "apps/web/src/features/account/account-texts.ts",
    en: { orders: ordersTexts, profile: profileTexts },
    translations: { rw: accountRw, fr: accountFr },
  },
  {
    file: "apps/web/src/features/account/addresses/address-texts.ts",
    en: addressTexts,
    translations: { rw: addressRw, fr: addressFr },
  },
  {
    file: "apps/web/src/features/account/wishlist/wishlist-texts.ts",
    en: wishlistTexts,
    translations: { rw: wishlistRw, fr: wishlistFr },
  },
  {
    file: "apps/web/src/features/admin/outbox/outbox-texts.ts",
    en: outboxTexts,
    translations: { rw: outboxRw, fr: outboxFr },
  },
  {
    file: "apps/web/src/features/landing/landing-texts.ts",
    en: landingTexts,
    translations: { rw: landingRw, fr: landingFr },
  },
  {
    file: "apps/web/src/features/about/about-texts.ts",
    en: aboutTexts,
    translations: { rw: aboutRw, fr: aboutFr },
  },
  {
    file: "apps/web/src/features/resources/resources-texts.ts",
    en: resourcesTexts,
    translations: { rw: resourcesRw, fr: resourcesFr },
  },
  {
    file: "apps/web/src/features/resources/items/item-texts.ts",
    en: itemTexts,
    translations: { rw: itemRw, fr: itemFr },
  },
  {
    file: "apps/web/src/features/resources/items/heritage/heritage-texts.ts",
    en: heritageTexts,
    translations: { rw: heritageRw, fr: heritageFr },
  },
  {
    file: "apps/web/src/features/creators/creators-texts.ts",
    en: creatorsTexts,
    translations: { rw: creatorsRw, fr: creatorsFr },
  },
  {
    file: "apps/web/src/features/admin/creators/creators-admin-texts.ts",
    en: CREATORS_ADMIN_TEXT,
    translations: { rw: creatorsAdminRw, fr: creatorsAdminFr },
  },
  {
    file: "apps/web/src/features/selling/selling-texts.ts",
    en: sellingTexts,
    translations: { rw: sellingRw, fr: sellingFr },
  },
  {
    file: "apps/web/src/features/admin/sellers/sellers-admin-texts.ts",
    en: SELLERS_ADMIN_TEXT,
    translations: { rw: sellersAdminRw, fr: sellersAdminFr },
  },
  {
    file: "apps/web/src/components/layout/demo-payments-texts.ts",
    en: demoPaymentsTexts,
    translations: { rw: demoPaymentsRw, fr: demoPaymentsFr },
  },
  {
    file: "apps/web/src/components/layout/not-found-texts.ts",
    en: notFoundTexts,
    translations: { rw: notFoundRw, fr: notFoundFr },
  },
  {
    file: "apps/web/src/features/admin/admin-texts.ts",
    en: {
      captcha: CAPTCHA_TEXT,
      login: LOGIN_TEXT,
      shell: SHELL_TEXT,
      sections: SECTION_LABELS,
      dashboard: DASHBOARD_TEXT,
      category: CATEGORY_TEXT,
      customer: CUSTOMER_TEXT,
      product: PRODUCT_TEXT,
      recordTexts: RECORD_TEXTS,
    },
    translations: { rw: adminRw, fr: adminFr },
  },
  {
    file: "apps/web/src/features/admin/dashboard/trends-texts.ts",
    en: TRENDS_TEXT,
    translations: { rw: adminTrendsRw, fr: adminTrendsFr },
  },
  {
    file: "apps/web/src/features/admin/reviews/moderation-texts.ts",
    en: MODERATION_TEXT,
    translations: { rw: moderationRw, fr: moderationFr },
  },
  {
    file: "apps/web/src/features/market/reviews/reviews-texts.ts",
    en: REVIEWS_TEXT,
    translations: { rw: reviewsRw, fr: reviewsFr },
  },
  {
    file: "apps/web/src/features/admin/products/story/story-admin-texts.ts",
    en: STORY_ADMIN_TEXT,
    translations: { rw: storyAdminRw, fr: storyAdminFr },
  },
  {
    file: "apps/web/src/features/admin/creators/communities/communities-admin-texts.ts",
    en: COMMUNITIES_ADMIN_TEXT,
    translations: { rw: communitiesAdminRw, fr: communitiesAdminFr },
  },
  {
    file: "apps/web/src/features/account/communities/communities-texts.ts",
    en: COMMUNITIES_TEXT,
    translations: { rw: communitiesRw, fr: communitiesFr },
  },
  {
    file: "apps/web/src/features/account/communities/steward/steward-texts.ts",
    en: STEWARD_TEXT,
    translations: { rw: stewardRw, fr: stewardFr },
  },
  {
    file: "apps/web/src/features/admin/collections/protocols/protocol-texts.ts",
    en: PROTOCOL_TEXT,
    translations: { rw: protocolRw, fr: protocolFr },
  },
  {
    file: "apps/web/src/features/market/story/story-texts.ts",
    en: STORY_TEXT,
    translations: { rw: storyRw, fr: storyFr },
  },
  {
    file: "apps/web/src/features/admin/orders/orders-texts.ts",
    en: { orders: ORDER_TEXT, carts: CART_TEXT, orderTiles: ORDER_TILE_TEXT },
    translations: { rw: adminOrdersRw, fr: adminOrdersFr },
  },
  {
    file: "apps/web/src/features/admin/jobs/jobs-texts.ts",
    en: { jobs: JOBS_TEXT },
    translations: { rw: adminJobsRw, fr: adminJobsFr },
  },
  {
    file: "apps/web/src/features/admin/collections/collections-texts.ts",
    en: {
      section: REPOSITORY_TEXT,
      list: ITEM_LIST_TEXT,
      types: ITEM_TYPE_LABELS,
      form: ITEM_FORM_TEXT,
      preview: ITEM_PREVIEW_TEXT,
    },
    translations: { rw: collectionsRw, fr: collectionsFr },
  },
  {
    file: "apps/web/src/features/admin/collections/records-texts.ts",
    en: { media: MEDIA_TEXT, records: RECORD_TEXT, csv: CSV_TEXT },
    translations: { rw: recordsRw, fr: recordsFr },
  },
  {
    file: "apps/web/src/features/admin/collections/records/museum-texts.ts",
    en: MUSEUM_TEXT,
    translations: { rw: museumRw, fr: museumFr },
  },
  {
    file: "apps/web/src/features/admin/courses/courses-texts.ts",
    en: {
      list: COURSE_LIST_TEXT,
      editor: COURSE_EDITOR_TEXT,
      texts: LANGUAGE_TABS_TEXT,
      course: COURSE_FORM_TEXT,
      module: MODULE_FORM_TEXT,
      lesson: LESSON_FORM_TEXT,
      quiz: QUIZ_FORM_TEXT,
    },
    translations: { rw: adminCoursesRw, fr: adminCoursesFr },
  },
];

const files = sourceFiles(root);

// Country names are read by code, not by key, and French takes the browser's: Kinyarwanda alone is checked.
const COUNTRY_NAMES = "apps/web/src/lib/country-names.ts";

it("names every country in Kinyarwanda, and no other code", () => {
  expect(shapeDifferences(countryNames, countryNamesRw)).toEqual([]);
  expect(Object.values(countryNamesRw).every((name) => name.trim().length > 1)).toBe(true);
});

describe.each(CATALOGS)("catalog $file", (catalog) => {
  it.each(["rw", "fr"] as const)("%s has every key of English and no other", (language) => {
    expect(shapeDifferences(catalog.en, catalog.translations[language])).toEqual([]);
  });

  it.each(["rw", "fr"] as const)("%s keeps every placeholder and plural count", (language) => {
    expect(placeholderDifferences(catalog.en, catalog.translations[language])).toEqual([]);
  });

  it("has no key that no code uses", () => {
    expect(unusedKeys(catalog, root, files)).toEqual([]);
  });

  it.each(["rw", "fr"] as const)("%s has no text left in English", (language) => {
    const english = new Map(leaves(catalog.en).map((l) => [keyOf(l), l.value]));
    const same = leaves(catalog.translations[language])
      .filter((l) => typeof l.value === "string" && l.value === english.get(keyOf(l)))
      // Names that stay as they are in every language (addresses, brand, "Pagination" in French...).
      .filter(
        (l) =>
          !/^[\p{Lu}0-9][\p{L}\d ,.·&’'-]*$/u.test(String(l.value)) || String(l.value).split(" ").length > 3,
      )
      .map(keyOf);
    expect(same).toEqual([]);
  });
});

it("lists every translation file of the repository above", () => {
  const listed = new Set([...CATALOGS.map((c) => c.file), COUNTRY_NAMES]);
  const kinyarwandaFiles = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === "node_modules" ? [] : kinyarwandaFiles(full);
      return entry.name.endsWith(".rw.ts") ? [path.relative(root, full)] : [];
    });
  const found = ["apps/web/src", "packages/domain/src"].flatMap((dir) =>
    kinyarwandaFiles(path.join(root, dir)),
  );
  // The shared messages' areas together (i18n/messages.rw.ts) are checked area by area above.
  const together = "packages/domain/src/i18n/messages.rw.ts";
  const englishOf = (file: string) => file.replace(/\.rw\.ts$/, ".ts");
  expect(found.filter((file) => file !== together && !listed.has(englishOf(file)))).toEqual([]);
});

it("gives the same translation to the same English text (the API translates by the text)", () => {
  for (const language of ["rw", "fr"] as const) {
    const other = new Map(
      leaves(language === "rw" ? messagesRw : messagesFr).map((l) => [keyOf(l), l.value]),
    );
    const byText = new Map<string, Set<unknown>>();
    for (const leaf of leaves(messages)) {
      if (typeof leaf.value !== "string") continue;
      const set = byText.get(leaf.value) ?? new Set();
      set.add(other.get(keyOf(leaf)));
      byText.set(leaf.value, set);
    }
    const conflicting = [...byText].filter(([, set]) => set.size > 1).map(([text]) => text);
    expect(conflicting, language).toEqual([]);
  }
  expect(pathsOfTexts(messages).size).toBeGreaterThan(100);
});

it("checks every area of the shared messages, and the areas together are the whole", () => {
  expect(domainMessageAreas.length).toBeGreaterThan(5);
  const together = Object.assign({}, ...domainMessageAreas.map((area) => area.en));
  expect(Object.keys(together).sort()).toEqual(Object.keys(messages).sort());
  const rwTogether = Object.assign({}, ...domainMessageAreas.map((area) => area.translations.rw));
  expect(rwTogether).toEqual(messagesRw);
});
