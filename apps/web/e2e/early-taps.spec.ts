import { expect, type Page, type Request, test } from "@playwright/test";
import { registerViaApi, uniqueUser, waitForHydration } from "./support.ts";

/**
 * Decision 237: a page the server drew shows its buttons and forms before its script has arrived. A tap or
 * a sent form in that time is held and played once the app is hydrated — never lost, never sent by the
 * browser itself (a password in an address) — and with no script at all, a form is a POST answered 303.
 */

/** Holds the app's entry script until `release()`: the page stays as the server drew it. */
async function holdTheScript(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

function addressesOf(requests: Request[]): string[] {
  return requests.map((request) => `${request.method()} ${request.url()}`);
}

test("a search typed and sent before the script has arrived opens its results once it has", async ({
  page,
}) => {
  const release = await holdTheScript(page);
  await page.goto("/market", { waitUntil: "commit" });
  const box = page.getByRole("searchbox", { name: "Search products" });
  await expect(box).toBeVisible();
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "");
  await box.fill("agaseke");
  await box.press("Enter");
  // Held: the browser did not send the form itself.
  await expect(page).toHaveURL(/\/market$/);
  release();
  await expect(page.getByRole("region", { name: "Results for “agaseke”" })).toBeVisible();
  await expect(page).toHaveURL(/[?&]q=agaseke(&|$)/);
});

test("a product tapped before the script has arrived opens its details once it has", async ({ page }) => {
  const release = await holdTheScript(page);
  await page.goto("/market", { waitUntil: "commit" });
  const card = page.getByRole("region", { name: "Recommended Items" }).getByRole("article").first();
  const name = (await card.getByRole("heading").textContent())?.trim() ?? "";
  expect(name).not.toBe("");
  await card.getByRole("heading").getByRole("button").click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  release();
  await expect(page.getByRole("dialog", { name })).toBeVisible();
  await expect(page).toHaveURL(/[?&]product=\d+/);
});

test("a sign-in typed and sent before the script has arrived signs in, and the password is never in an address", async ({
  page,
  request,
}) => {
  const user = await registerViaApi(request, uniqueUser("early"));
  const requests: Request[] = [];
  page.on("request", (sent) => requests.push(sent));
  const release = await holdTheScript(page);
  await page.goto("/login", { waitUntil: "commit" });
  await page.getByLabel("Username or email").fill(user.username);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByLabel("Remember me").check();
  await page.getByRole("button", { name: "LOG IN" }).click();
  await expect(page).toHaveURL(/\/login$/);
  release();
  await expect(page).not.toHaveURL(/\/login/);
  // The ticked 'Remember me' was played too: the session is kept on the device.
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem("authToken") !== null)).toBe(true);
  expect(addressesOf(requests).filter((address) => address.includes(user.password))).toEqual([]);
  expect(requests.filter((sent) => sent.isNavigationRequest() && sent.method() !== "GET")).toEqual([]);
});

test("a page the browser opens itself starts at its top, not where the page before was left", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/resources/library");
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
  // As a link followed before the script ran: a whole new document.
  await page.goto("/about");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(1600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe("with the script off", () => {
  test.use({ javaScriptEnabled: false });

  test("a sign-up sent is a POST answered with the page again: nothing in the address, nothing kept", async ({
    page,
  }) => {
    const user = uniqueUser("nojs");
    const requests: Request[] = [];
    page.on("request", (sent) => requests.push(sent));
    await page.goto("/register");
    const form = page.locator("form").filter({ has: page.getByLabel("Password", { exact: true }) });
    await expect(form).toHaveAttribute("method", "post");
    await page.getByLabel("Username", { exact: true }).fill(user.username);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    const answered = page.waitForResponse((answer) => answer.request().method() === "POST");
    await form.locator('button[type="submit"]').click();
    const answer = await answered;
    expect(answer.status()).toBe(303);
    expect(answer.headers().location).toBe("/register");
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
    expect(addressesOf(requests).filter((address) => address.includes(user.password))).toEqual([]);
    // Nothing was made of it.
    const signIn = await page.request.post("/api/login/", {
      data: { username: user.username, password: user.password },
    });
    expect(signIn.status()).not.toBe(200);
  });

  test("the market's search is a plain GET form whose results the server draws", async ({ page }) => {
    await page.goto("/market");
    const box = page.getByRole("searchbox", { name: "Search products" });
    await box.fill("agaseke");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/market\?(?:category=&)?q=agaseke$/);
    await expect(page.getByRole("region", { name: "Results for “agaseke”" })).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Results for “agaseke”" }).getByRole("article").first(),
    ).toBeVisible();
  });
});

test("every form of the public pages says method=post, or is a search by GET", async ({ page }) => {
  for (const path of ["/", "/market", "/login", "/register", "/forgot-password", "/resources", "/about"]) {
    await page.goto(path);
    const methods = await page
      .locator("form")
      .evaluateAll((forms) =>
        forms.map((form) => `${form.getAttribute("role") ?? "form"}:${form.getAttribute("method")}`),
      );
    for (const method of methods) expect(["form:post", "search:get"], `${path} ${method}`).toContain(method);
  }
});
