import { expect, type Page, test } from "@playwright/test";
import marketFr from "../src/features/market/market-texts.fr.ts";

/**
 * Issue 22: on 400 kbps with 400 ms of latency (Chromium's network emulation) the first products of
 * /market appear within 5 s (decisions 182 and 183). A card counts once it is on screen, the server's
 * (drawn from the HTML) as well as the app's: a person sees either. The bound here is generous, for a
 * loaded test machine, and still below the ~6.5 s the app's own cards took before the server drew them;
 * the figure itself is measured by `npm run bench` (bench/lib/slow-network.ts).
 */
const BOUND_MS = 8_000;

/** A 375 px phone on 400 kbps with 400 ms of latency. */
async function slowPhone(page: Page): Promise<void> {
  await page.setViewportSize({ width: 375, height: 800 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 400,
    downloadThroughput: (400 * 1000) / 8,
    uploadThroughput: (400 * 1000) / 8,
  });
}

test("on a slow phone network the market's first products appear without waiting for a second request", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await slowPhone(page);
  const productRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/market/products/")) productRequests.push(request.url());
  });

  // The server's cards and the app's market page never share a screen, and the cards leave only when the
  // page has drawn: every batch of DOM changes is looked at as the browser will paint it.
  await page.addInitScript(() => {
    const seen = { cover: false, both: 0, drawnAtTakeover: -1 };
    (window as unknown as { __takeover: typeof seen }).__takeover = seen;
    new MutationObserver((_, observer) => {
      const cover = document.getElementById("first-cards");
      const drawn = document.getElementById("main")?.childElementCount ?? 0;
      if (cover) {
        seen.cover = true;
        if (drawn > 0) seen.both += 1;
      } else if (seen.cover) {
        seen.drawnAtTakeover = drawn;
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });

  const started = Date.now();
  await page.goto("/market", { waitUntil: "commit" });
  const recommended = page.getByRole("region", { name: "Recommended Items" });
  // The server's card opens the product with a link, the app's with a button.
  const details = recommended.getByRole("link", { name: /^View details of / });
  await expect(
    details.or(recommended.getByRole("button", { name: /^View details of / })).first(),
  ).toBeInViewport({
    timeout: BOUND_MS,
  });
  const elapsed = Date.now() - started;
  test.info().annotations.push({ type: "first product card", description: `${elapsed} ms` });
  console.log(`first product card after ${elapsed} ms on 400 kbps / 400 ms`);
  expect(elapsed).toBeLessThan(BOUND_MS);
  // Then the app takes over, and its own cards come.
  await expect(recommended.getByRole("button", { name: /^View details of / }).first()).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.locator("#first-cards")).toHaveCount(0);
  const takeover = await page.evaluate(
    () =>
      (window as unknown as { __takeover: { cover: boolean; both: number; drawnAtTakeover: number } })
        .__takeover,
  );
  expect(takeover.cover).toBe(true);
  expect(takeover.both).toBe(0);
  expect(takeover.drawnAtTakeover).toBeGreaterThan(0);
  // The hero's and the listing's pages came with the HTML: the browser did not ask for them.
  expect(productRequests.filter((url) => url.includes("page=1") && !url.includes("category="))).toEqual([]);
});

test("a person who chose French on the device gets the first cards in French from the server too", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // The choice, made on an earlier visit (a shared link's ?lang= keeps it, as the switcher does)...
  await page.goto("/?lang=fr");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  // ...and a later visit on the slow link with what the app kept on the device, nothing in the HTTP cache.
  const later = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    serviceWorkers: "block",
    storageState: await page.context().storageState(),
  });
  const phone = await later.newPage();
  await slowPhone(phone);

  await phone.goto("/market", { waitUntil: "commit" });
  const fr = marketFr.market;
  const cover = phone.locator("#first-cards");
  // The server's cards (links), before the app's (buttons): in French, with nothing of the English ones.
  await expect(
    cover
      .getByRole("region", { name: fr.recommended })
      .getByRole("link", { name: fr.viewDetails("") })
      .first(),
  ).toBeInViewport({ timeout: BOUND_MS });
  // Read at once: the cover leaves as soon as the app's market page draws, a couple of seconds later here.
  const shown = await cover.evaluate((element) => ({
    lang: element.getAttribute("data-lang"),
    page: document.documentElement.lang,
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what a person reads
    text: (element as HTMLElement).innerText,
  }));
  await phone.screenshot({ path: test.info().outputPath("first-cards-fr-375.png") });
  expect(shown.lang).toBe("fr");
  expect(shown.page).toBe("fr");
  expect(shown.text).toContain(fr.addToCart);
  expect(shown.text).not.toMatch(/Add to Cart|Handpicked heritage pieces|View details/);
  // Then the app's own cards, in French as well.
  await expect(
    phone
      .getByRole("region", { name: fr.recommended })
      .getByRole("button", { name: fr.viewDetails("") })
      .first(),
  ).toBeVisible({ timeout: 60_000 });
  await expect(cover).toHaveCount(0);
  await later.close();
});
