import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousAxeViolations, loginAsAdmin, registerAndLogin } from "./support.ts";

/**
 * The installable app (decision 197) in a real browser with its service worker: the manifest,
 * the offline page in the reader's language with their cart and recently viewed products, no personal
 * answer in the worker's caches, the admin portal unharmed, and the prompt after a new deploy.
 */
test.use({ serviceWorkers: "allow" });

const dist = path.resolve(import.meta.dirname, "../dist");

async function controlledByWorker(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

/** Every URL the service worker keeps, in any of its caches. */
async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

test("offline, a page never kept shows the translated offline page with the cart and the products viewed last", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const session = await registerAndLogin(page);
  const products = await (await page.request.get("/api/market/products/?page_size=2")).json();
  const [inCart, viewed] = products.results as Array<{ id: number; name: string }>;
  if (!inCart || !viewed) throw new Error("the demo catalogue needs two products");
  const added = await page.request.post("/api/market/cart/add_item/", {
    headers: { Authorization: `Bearer ${session.access}` },
    data: { product_id: inCart.id, quantity: 2 },
  });
  expect(added.ok()).toBe(true);

  await page.goto("/market");
  await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();
  // A product's deep link (the dialog covers the page, so the cart badge was checked first).
  await page.goto(`/market?product=${viewed.id}`);
  await expect(page.getByRole("dialog", { name: viewed.name })).toBeVisible();
  await controlledByWorker(page);

  // Installable: the manifest is linked and names its icons and the theme colour.
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
  const manifest = await (await page.request.get(manifestHref ?? "")).json();
  expect(manifest).toMatchObject({
    name: "Digital Heritage Platform",
    theme_color: "#1C1917",
    display: "standalone",
  });
  for (const icon of manifest.icons as Array<{ src: string }>) {
    expect((await page.request.get(icon.src)).headers()["content-type"]).toBe("image/png");
  }

  // The signed-in cart and account answers went through the worker and none of them was kept.
  const kept = await cachedUrls(page);
  expect(kept.some((url) => url.startsWith("/assets/"))).toBe(true);
  expect(
    kept.filter((url) => url.startsWith("/api/") && !/^\/api\/market\/(products|categories)\//.test(url)),
  ).toEqual([]);

  // The worker keeps the page it took over (decision 252), a moment after it controls it.
  await expect.poll(async () => (await cachedUrls(page)).includes("/market"), { timeout: 20_000 }).toBe(true);
  await context.setOffline(true);
  // A page seen reloads from the worker's copy (decision 252); the cart, a personal page, is never kept.
  await page.reload();
  await expect(page.getByRole("dialog", { name: viewed.name })).toBeVisible();
  await page.goto("/market/cart");
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  const cart = page.getByRole("region", { name: "Your cart" });
  await expect(cart.getByText(inCart.name)).toBeVisible();
  await expect(cart.getByText("Quantity: 2")).toBeVisible();
  await expect(page.getByRole("region", { name: "Recently viewed" }).getByText(viewed.name)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Another page, and the same in French and in Kinyarwanda (their texts came with the shell).
  await page.evaluate(() => window.localStorage.setItem("lang", "fr"));
  await page.goto("/elearning");
  await expect(page.getByRole("heading", { level: 1, name: "Vous êtes hors ligne" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Votre panier" }).getByText("Quantité : 2")).toBeVisible();
  await page.evaluate(() => window.localStorage.setItem("lang", "rw"));
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Ntabwo uri kuri interineti" })).toBeVisible();

  // Back online, "try again" brings the real page.
  await page.evaluate(() => window.localStorage.setItem("lang", "en"));
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toHaveCount(0);
  await page.goto("/market");
  await expect(page.getByRole("searchbox").first()).toBeVisible();

  // Signing out removes the cart's copy: the next person on this device does not see it offline.
  await page.evaluate(() => {
    for (const key of ["authToken", "refresh", "userInfo"]) window.localStorage.removeItem(key);
    window.dispatchEvent(new StorageEvent("storage", { key: "authToken" }));
  });
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem("offlineCart"))).toBeNull();
});

test("the admin portal works under the service worker and none of its answers is kept", async ({ page }) => {
  await page.goto("/market");
  await controlledByWorker(page);
  await loginAsAdmin(page);
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Something went wrong")).toHaveCount(0);
  const kept = await cachedUrls(page);
  expect(kept.filter((url) => url.startsWith("/api/admin") || url.includes("/me/"))).toEqual([]);
});

test("after a new deploy the app offers the new version in the reader's language and reloads into it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const worker = path.join(dist, "sw.js");
  const original = fs.readFileSync(worker);
  const originals = [".br", ".gz"].map((suffix) => [suffix, fs.readFileSync(worker + suffix)] as const);
  try {
    await page.goto("/favicon.svg");
    await page.evaluate(() => window.localStorage.setItem("lang", "fr"));
    await page.goto("/market");
    await controlledByWorker(page);
    await expect(page.getByText("Nouvelle version disponible")).toHaveCount(0);

    // A rebuilt worker, byte for byte different, with its precompressed copies (what the server sends).
    const rebuilt = Buffer.concat([
      original,
      Buffer.from(`\n// deployed by the e2e test at ${Date.now()}\n`),
    ]);
    fs.writeFileSync(worker, rebuilt);
    fs.writeFileSync(`${worker}.br`, zlib.brotliCompressSync(rebuilt));
    fs.writeFileSync(`${worker}.gz`, zlib.gzipSync(rebuilt));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    const prompt = page.getByRole("status").filter({ hasText: "Nouvelle version disponible" });
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    await expectNoSeriousAxeViolations(page);
    await prompt.getByRole("button", { name: "Recharger" }).click();
    await page.waitForLoadState("load");
    await expect(page.getByText("Nouvelle version disponible")).toHaveCount(0);
    const waiting = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null,
    );
    expect(waiting).toBeNull();
  } finally {
    fs.writeFileSync(worker, original);
    for (const [suffix, body] of originals) fs.writeFileSync(worker + suffix, body);
  }
});
