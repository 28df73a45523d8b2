import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./support.ts";

/**
 * Decision 252: the connection goes while a shopper is on /market. What they opened keeps
 * working from the service worker's copies (the lower sections, the footer, a product's details), a reload
 * shows the market again rather than the offline page, and what needs the network says so in place, in
 * their language, and comes back with the connection.
 */
test.use({ serviceWorkers: "allow", viewport: { width: 390, height: 844 } });

const TEXTS = {
  en: {
    region: "Recommended Items",
    card: /^View details of /,
    // A visitor's cart link leads to the sign-in page, a screen not opened yet.
    cart: "Cart",
    needsConnection: "This part needs a connection. It will appear as soon as you are online again.",
    networkError: "Network error. Please check your connection.",
    reviewsFailed: "The reviews could not be loaded.",
    offlineTitle: "You are offline",
  },
  fr: {
    region: "Sélection pour vous",
    card: /^Voir le détail de /,
    cart: "Panier",
    needsConnection:
      "Cette partie a besoin d’une connexion. Elle s’affichera dès que vous serez de nouveau en ligne.",
    networkError: "Erreur réseau. Vérifiez votre connexion.",
    reviewsFailed: "Les avis n'ont pas pu être chargés.",
    offlineTitle: "Vous êtes hors ligne",
  },
} as const;

/** Every path (with its query) the worker keeps, cache by cache. */
async function kept(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const all: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      all[name] = requests.map((request) => {
        const url = new URL(request.url);
        return url.pathname + url.search;
      });
    }
    return all;
  });
}

/** The market is open and the worker controls it, and has kept what the market can still load. */
async function marketKeptForOffline(page: Page, texts: (typeof TEXTS)[keyof typeof TEXTS]): Promise<void> {
  await expect(page.getByRole("region", { name: texts.region }).getByRole("article").first()).toBeVisible();
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
  await expect
    .poll(
      async () => {
        const caches = await kept(page);
        const assets = [...(caches["heritage-assets"] ?? []), ...Object.values(caches).flat()];
        return {
          page: (caches["heritage-pages"] ?? []).some((path) => path.startsWith("/market")),
          dialog: assets.some((path) => /\/assets\/product-details-dialog-[\w-]+\.js$/.test(path)),
          lower: assets.some((path) => /\/assets\/market-home-lower-[\w-]+\.js$/.test(path)),
          footer: assets.some((path) => /\/assets\/footer-[\w-]+\.js$/.test(path)),
          pictures: (caches["heritage-pictures"] ?? []).some((path) => path.includes("-w320.webp")),
        };
      },
      { timeout: 40_000 },
    )
    .toEqual({ page: true, dialog: true, lower: true, footer: true, pictures: true });
}

/** Scrolls to the end of the page, as far as the footer, which loads when it comes near. */
async function scrollToTheFooter(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 4000);
        return page.getByRole("contentinfo").count();
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  await expect(page.getByRole("contentinfo")).toBeVisible();
}

async function openFirstCard(page: Page, region: Locator, card: RegExp): Promise<string> {
  const button = region.getByRole("button", { name: card }).first();
  const name = ((await button.getAttribute("aria-label")) ?? (await button.textContent()) ?? "").replace(
    card,
    "",
  );
  await button.click();
  await expect(page.getByRole("dialog", { name: name.trim() })).toBeVisible();
  return name.trim();
}

/**
 * The reviews of a product first opened offline were never kept: once their request has failed, their
 * part says the connection is missing (not "Something went wrong"), inside the product's details.
 */
async function expectReviewsNeedTheConnection(page: Page, t: (typeof TEXTS)[keyof typeof TEXTS]) {
  const part = page.getByRole("dialog").getByRole("alert").filter({ hasText: t.reviewsFailed });
  await expect(part).toBeVisible();
  await expect(part.getByRole("heading", { name: t.networkError })).toBeVisible();
}

async function expectNoGenericError(page: Page): Promise<void> {
  await expect(page.getByText("Something went wrong")).toHaveCount(0);
  await expect(page.getByText("Reloading usually fixes it")).toHaveCount(0);
}

test("offline on /market: scrolling, a product's details and a reload work from the worker's copies", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const t = TEXTS.en;
  await page.goto("/market");
  await marketKeptForOffline(page, t);

  await context.setOffline(true);
  await scrollToTheFooter(page);
  await expectNoGenericError(page);
  const name = await openFirstCard(page, page.getByRole("region", { name: t.region }), t.card);
  await expectReviewsNeedTheConnection(page, t);
  await expectNoGenericError(page);

  // A reload offline shows the market seen, with the product still open, not the offline page.
  await page.reload();
  await expect(page.getByRole("dialog", { name })).toBeVisible();
  await expect(page.getByRole("heading", { name: t.offlineTitle })).toHaveCount(0);
  await expectReviewsNeedTheConnection(page, t);
  await expectNoGenericError(page);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("region", { name: t.region }).getByRole("article").first()).toBeVisible();
  await expectNoGenericError(page);

  // A screen never opened says in place that it needs the connection, and comes when it is back.
  await page.getByRole("banner").getByRole("link", { name: t.cart, exact: true }).click();
  const note = page.getByRole("status").filter({ hasText: t.needsConnection });
  await expect(note).toBeVisible();
  await expectNoGenericError(page);
  await expectNoSeriousAxeViolations(page);
  await context.setOffline(false);
  await expect(note).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole("textbox").first()).toBeVisible();

  // A personal page is never kept: offline, it is the offline page.
  const caches = await kept(page);
  expect(
    (caches["heritage-pages"] ?? []).filter((path) => /^\/(market\/cart|orders|profile)/.test(path)),
  ).toEqual([]);
  await context.setOffline(true);
  await page.goto("/market/cart");
  await expect(page.getByRole("heading", { level: 1, name: t.offlineTitle })).toBeVisible();
});

test("offline on /market in French: the copies, the reload and the notes in the reader's language", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const t = TEXTS.fr;
  await page.goto("/market?lang=fr");
  await marketKeptForOffline(page, t);

  await context.setOffline(true);
  const name = await openFirstCard(page, page.getByRole("region", { name: t.region }), t.card);
  await page.reload();
  await expect(page.getByRole("dialog", { name })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expectReviewsNeedTheConnection(page, t);
  await expectNoGenericError(page);
  await page.keyboard.press("Escape");
  await scrollToTheFooter(page);
  await expectNoGenericError(page);

  await page.getByRole("banner").getByRole("link", { name: t.cart, exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: t.needsConnection })).toBeVisible();
  await expect(page.getByRole("button", { name: "Réessayer" })).toBeVisible();

  await page.goto("/orders");
  await expect(page.getByRole("heading", { level: 1, name: t.offlineTitle })).toBeVisible();
});
