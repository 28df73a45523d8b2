import { expect, test } from "@playwright/test";

/**
 * Issue 22: on 400 kbps with 400 ms of latency (Chromium's network emulation) the first products of
 * /market appear within 5 s (decision 182). The bound here is generous, for a loaded test machine; the
 * figure itself is measured by `npm run bench` (bench/lib/slow-network.ts).
 */
const BOUND_MS = 12_000;

test("on a slow phone network the market's first products appear without waiting for a second request", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 800 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 400,
    downloadThroughput: (400 * 1000) / 8,
    uploadThroughput: (400 * 1000) / 8,
  });
  const productRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/market/products/")) productRequests.push(request.url());
  });

  const started = Date.now();
  await page.goto("/market", { waitUntil: "commit" });
  const firstCard = page.getByRole("region", { name: "Recommended Items" }).getByRole("article").first();
  await expect(firstCard.getByRole("button", { name: /^View details of / })).toBeVisible({
    timeout: BOUND_MS,
  });
  const elapsed = Date.now() - started;
  test.info().annotations.push({ type: "first product card", description: `${elapsed} ms` });
  console.log(`first product card after ${elapsed} ms on 400 kbps / 400 ms`);
  expect(elapsed).toBeLessThan(BOUND_MS);
  // The hero's and the listing's pages came with the HTML: the browser did not ask for them.
  expect(productRequests.filter((url) => url.includes("page=1") && !url.includes("category="))).toEqual([]);
});
