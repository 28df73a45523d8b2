import { expect, type Request, test } from "@playwright/test";

/**
 * What /market's first view costs a phone (decision 200). Lighthouse's mobile device (412 px at
 * 1.75x) opens the market with an empty cache; everything the page downloads until the network is
 * quiet is the first view. It must stay under the figure measured when the fonts were cut and the
 * pictures sized for their boxes.
 */
test.use({
  viewport: { width: 412, height: 823 },
  isMobile: true,
  deviceScaleFactor: 1.75,
});

/**
 * Measured 373-389 KB on the shared machine (the document, 64 scripts, the fonts, 4-5 pictures); 387 KB with
 * the server's first cards (decision 183): the document went from 27 KB to 7 KB (sent in brotli, its cards
 * included), and the cards' four 320 px pictures, on screen from the start, add 36 KB. Decision 203 (the
 * lower sections, the footer and the cards past the first four wait until they come near the screen):
 * 359 KB twice (52 scripts 198 KB, the fonts 52, the hero and its next slide 50, the server's four card
 * pictures 36, the document 7). Decision 207 (the hashed scripts, stylesheet, fonts and pictures without the
 * headers only documents read, ~600 bytes fewer on each of ~60 answers): Lighthouse 362-369 → 327-331 KB.
 */
const FIRST_VIEW_LIMIT = 350 * 1024;
/** The two cut fonts are 24 and 27 KB (the packages' files were 48 and 37 KB). */
const FONTS_LIMIT = 60 * 1024;

test("the market's first view stays light: cut fonts, pictures sized for their boxes", async ({ page }) => {
  // Ten seconds of waiting at most on a quiet machine; the shared one can take several times that.
  test.setTimeout(90_000);
  const downloads: Array<{ url: string; bytes: number; type: string }> = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on("request", () => {
    inFlight++;
    lastActivity = Date.now();
  });
  page.on("requestfailed", () => {
    inFlight--;
    lastActivity = Date.now();
  });
  page.on("requestfinished", async (request: Request) => {
    inFlight--;
    lastActivity = Date.now();
    const sizes = await request.sizes().catch(() => null);
    if (sizes)
      downloads.push({
        url: request.url(),
        type: request.resourceType(),
        bytes: sizes.responseHeadersSize + sizes.responseBodySize,
      });
  });

  await page.goto("/market");
  const recommended = page.getByRole("region", { name: "Recommended Items" });
  await expect(recommended.getByRole("article").first()).toBeVisible({ timeout: 30_000 });
  // The first view is done when the page has had nothing in flight for a second.
  await expect
    .poll(() => inFlight === 0 && Date.now() - lastActivity >= 1_000, { timeout: 30_000 })
    .toBe(true);
  const firstView = [...downloads];

  const total = firstView.reduce((sum, download) => sum + download.bytes, 0);
  const fonts = firstView.filter((download) => download.type === "font");
  const report = firstView
    .map((download) => `${(download.bytes / 1024).toFixed(1)} KB ${download.url}`)
    .join("\n");
  test.info().annotations.push({ type: "first view", description: `${total} bytes` });
  expect(total, report).toBeLessThanOrEqual(FIRST_VIEW_LIMIT);
  expect(fonts).toHaveLength(2);
  expect(fonts.reduce((sum, font) => sum + font.bytes, 0)).toBeLessThanOrEqual(FONTS_LIMIT);
  // The cards' 182 px boxes take the 320 px copies, never the 640 px ones (decision 195's widths).
  expect(firstView.filter((download) => /-w640\.webp$/.test(download.url)).map((d) => d.url)).toEqual([]);
  // The hero shows one slide: the next one's picture may come, and one more if autoplay stepped while the
  // page settled on a busy machine, never all five. They are the stored pictures themselves, named by their id
  // alone: the cards' copies (`-w320`, `-thumb`) are not counted.
  const heroSized = firstView.filter(
    (download) => download.type === "image" && /\/media\/[0-9a-f-]{36}\.webp$/.test(download.url),
  );
  expect(heroSized.length, report).toBeLessThanOrEqual(3);
  // Decision 203: the cards beyond the first four wait until they come near the screen (at most four
  // 320 px copies), and the home's lower sections and the footer until they do. (The worker's
  // registration waits for the page to fall quiet too, but by the page's own measure, which cannot see
  // the browser's manifest and icon requests that this one counts: pwa/after-first-view.test.ts.)
  expect(
    firstView.filter((download) => /-w320\.webp$/.test(download.url)).length,
    report,
  ).toBeLessThanOrEqual(4);
  expect(
    firstView
      .map((download) => /\/assets\/(market-home-lower|footer)-[\w-]+\.js$/.exec(download.url)?.[1])
      .filter(Boolean),
    report,
  ).toEqual([]);
});
