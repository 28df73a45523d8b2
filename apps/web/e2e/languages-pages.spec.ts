import { expect, test } from "@playwright/test";
import notFoundFr from "../src/components/layout/not-found-texts.fr.ts";
import notFoundRw from "../src/components/layout/not-found-texts.rw.ts";
import sharedFr from "../src/components/shared-texts.fr.ts";
import sharedRw from "../src/components/shared-texts.rw.ts";
import aboutFr from "../src/features/about/about-texts.fr.ts";
import aboutRw from "../src/features/about/about-texts.rw.ts";
import accountFr from "../src/features/account/account-texts.fr.ts";
import accountRw from "../src/features/account/account-texts.rw.ts";
import landingFr from "../src/features/landing/landing-texts.fr.ts";
import landingRw from "../src/features/landing/landing-texts.rw.ts";
import marketFr from "../src/features/market/market-texts.fr.ts";
import marketRw from "../src/features/market/market-texts.rw.ts";
import resourcesFr from "../src/features/resources/resources-texts.fr.ts";
import resourcesRw from "../src/features/resources/resources-texts.rw.ts";
import { checkPage, type Lang } from "./languages-support.ts";
import { registerAndLogin, waitForHydration } from "./support.ts";

/** The public pages and the account pages in Kinyarwanda and French, on a 375 px phone. */
const T = {
  rw: {
    shared: sharedRw,
    landing: landingRw,
    about: aboutRw,
    account: accountRw,
    resources: resourcesRw,
    notFound: notFoundRw,
    market: marketRw,
  },
  fr: {
    shared: sharedFr,
    landing: landingFr,
    about: aboutFr,
    account: accountFr,
    resources: resourcesFr,
    notFound: notFoundFr,
    market: marketFr,
  },
};

test.use({ viewport: { width: 375, height: 800 } });

for (const lang of ["rw", "fr"] as const satisfies Lang[]) {
  const t = T[lang];

  test(`${lang}: landing, about, get involved, repository, profile, orders and 404`, async ({ page }) => {
    // Seven pages with axe: 48 s (rw) and 60 s (fr) beside the unit lane at load 12.
    test.setTimeout(180_000);
    await registerAndLogin(page);
    const pages = [
      { path: `/?lang=${lang}`, title: t.shared.documentTitle, heading: t.landing.hero.title },
      { path: "/about", title: t.about.about.title, heading: t.about.about.heading },
      { path: "/involved", title: t.about.involved.title, heading: t.about.involved.heading },
      { path: "/resources", title: t.resources.title, heading: t.resources.hero.title },
      {
        path: "/resources/gallery",
        title: t.resources.docTitle(t.resources.gallery.title),
        heading: t.resources.gallery.title,
      },
      {
        path: "/resources/museums",
        title: t.resources.docTitle(t.resources.museums.title),
        heading: t.resources.museums.title,
      },
      { path: "/profile", title: t.account.profile.pageTitle, heading: t.account.profile.title },
      { path: "/orders", title: t.account.orders.pageTitle, heading: t.account.orders.title },
      { path: "/no-such-page", title: t.notFound.title, heading: t.notFound.message },
    ];
    for (const { path, title, heading } of pages) {
      await page.goto(path);
      if (path === "/resources") {
        // The repository greets with its 'Join as Creator' dialog first (product §2).
        const dialog = page.getByRole("dialog", { name: t.resources.creator.title });
        await expect(dialog).toBeVisible();
        await checkPage(page, lang);
        await dialog.getByRole("button", { name: t.resources.creator.no }).click();
      }
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(title);
      await checkPage(page, lang);
    }
    // The profile form shows the account's own texts too (labels, buttons) in the language.
    await page.goto("/profile");
    await expect(page.getByRole("button", { name: t.account.profile.save })).toBeVisible();
    await expect(page.getByRole("button", { name: t.account.profile.deleteButton })).toBeVisible();
  });

  test(`${lang}: the market's strip fits a 375 px phone without scrolling sideways; only this language's texts load`, async ({
    page,
  }) => {
    // Only the active language's catalogs are downloaded (Vite names each lazy chunk after its file).
    const catalogs: string[] = [];
    page.on("request", (request) => {
      const file = /\/assets\/([\w-]+\.(?:rw|fr))-[\w-]+\.js$/.exec(request.url())?.[1];
      if (file) catalogs.push(file);
    });
    await page.goto(`/market?lang=${lang}`);
    const strip = page.getByRole("navigation", { name: t.market.market.marketNav }).locator("> div");
    await expect(strip.getByRole("link", { name: t.market.market.home })).toBeVisible();
    const { scroll, client } = await strip.evaluate((el) => ({
      scroll: el.scrollWidth,
      client: el.clientWidth,
    }));
    expect(scroll).toBeLessThanOrEqual(client);
    await expect(strip.getByRole("combobox", { name: t.market.market.countryLabel })).toBeInViewport();
    expect(catalogs).toContain(`market-texts.${lang}`);
    expect(catalogs.filter((file) => !file.endsWith(`.${lang}`))).toEqual([]);
  });
}

const DRAWN_PAGES = [
  "/",
  "/market",
  "/market?product=1",
  "/market?q=agaseke",
  "/about",
  "/involved",
  "/resources",
  "/resources/gallery",
  "/resources/museums",
  "/resources/search",
  "/elearning",
  "/elearning/courses/:first",
  "/login",
  "/register",
  "/forgot-password",
];

for (const lang of ["rw", "en", "fr"] as const) {
  test(`${lang}: pages drawn on the server (decision 228) come in their language and hydrate without a mismatch, at 375 and 1280 px`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    const courses = (await (await page.request.get("/api/content/courses/?page_size=1")).json()) as {
      results: { id: number }[];
    };
    const course = courses.results[0];
    if (!course) throw new Error("the demo has no course");
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of DRAWN_PAGES.map((path) => path.replace(":first", String(course.id)))) {
        const answer = await page.goto(`${path}${path.includes("?") ? "&" : "?"}lang=${lang}`);
        const html = (await answer?.text()) ?? "";
        expect(html, path).toContain(`<html lang="${lang}"`);
        expect(html, path).toContain('id="ssr-state"');
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await waitForHydration(page);
        await page.waitForLoadState("networkidle");
        expect(problems, `${lang} ${width} ${path}`).toEqual([]);
      }
    }
  });
}
