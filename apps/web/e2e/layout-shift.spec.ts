import { expect, type Page, test } from "@playwright/test";

/**
 * No layout shift on a phone. Each page is opened at 375 px over a throttled connection
 * (so the fonts, the catalogue and the pictures arrive after the first paint, as on 3G), and the
 * layout shifts the browser reports without user input must add up to at most 0.02. The web fonts
 * are held back until the page has drawn its text, so their swap is measured too (decision 196).
 */
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, deviceScaleFactor: 2 });

type Shift = { value: number; sources: string[] };

async function openThrottled(page: Page, path: string) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) => {
          const node = source.node;
          if (!(node instanceof Element)) return node?.nodeName ?? "?";
          return `${node.tagName.toLowerCase()}.${[...node.classList].slice(0, 4).join(".")}`;
        });
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  // A fair 4G in Kigali: 1.6 Mbit/s down, 150 ms round trips.
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: 200_000,
    uploadThroughput: 90_000,
  });
  // The fonts come last, after the first text is drawn, as they do over a slow link to a real phone
  // (here the app's own JavaScript would otherwise take longer than they do): their swap must move nothing.
  await page.route(/\.woff2$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await page.goto(path);
}

/** Everything has arrived and been drawn: no request in flight, fonts loaded, two frames painted. */
async function settled(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images]
        .filter((image) => image.loading !== "lazy")
        .map((image) => image.decode().catch(() => {})),
    );
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

async function layoutShift(page: Page) {
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

const pages = [
  { path: "/", ready: (page: Page) => page.getByRole("heading", { level: 1 }) },
  { path: "/market", ready: (page: Page) => page.getByRole("article").first() },
  { path: "/login", ready: (page: Page) => page.getByRole("button", { name: "LOG IN" }) },
];

for (const { path, ready } of pages) {
  test(`${path} at 375 px on a slow connection shifts its layout by at most 0.02`, async ({ page }) => {
    test.setTimeout(120_000);
    await openThrottled(page, path);
    await expect(ready(page)).toBeVisible({ timeout: 60_000 });
    await settled(page);
    const { total, shifts } = await layoutShift(page);
    expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(0.02);
  });
}
