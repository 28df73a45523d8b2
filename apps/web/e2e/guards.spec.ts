import { expect, type Page, test } from "@playwright/test";
import { loginAsAdmin, registerAndLogin } from "./support.ts";

/** product §2's route table: where each path ends up for a visitor, a shopper and an admin. */
type Expectation = [path: string, landsOn: string];

/** Open to everyone: a visitor, a shopper and an admin all land on the page itself. */
const PUBLIC_ROUTES = ["/", "/home", "/about", "/elearning", "/resources", "/involved", "/market"];
const publicRows: Expectation[] = PUBLIC_ROUTES.map((path) => [path, path]);

const visitor: Expectation[] = [
  ...publicRows,
  ["/resources/gallery", "/resources/gallery"],
  ["/market/cart", "/market"],
  ["/login", "/login"],
  ["/register", "/register"],
  ["/admin/dashboard", "/dhp/admin/login"],
  ["/dhp/admin/login", "/dhp/admin/login"],
  ["/profile", "/login"],
  ["/orders", "/login"],
];

const shopper: Expectation[] = [
  ...publicRows,
  ["/market/cart", "/market/cart"],
  ["/login", "/"],
  ["/register", "/"],
  ["/admin/dashboard", "/dhp/admin/login"],
  ["/dhp/admin/login", "/dhp/admin/login"],
  ["/profile", "/profile"],
  ["/orders", "/orders"],
];

const admin: Expectation[] = [
  ...publicRows,
  ["/market/cart", "/market"],
  ["/login", "/login"],
  ["/register", "/register"],
  ["/admin/dashboard", "/admin/dashboard"],
  ["/dhp/admin/login", "/admin/dashboard"],
  ["/profile", "/profile"],
  ["/orders", "/orders"],
];

async function expectLanding(page: Page, [path, landsOn]: Expectation) {
  await page.goto(path);
  await expect(page, `${path} should land on ${landsOn}`).toHaveURL((url) => url.pathname === landsOn);
  // Settled: the page rendered its main heading (no 404, no blank screen). A CSS locator, because a screen
  // may open with a modal (the repository's 'Join as Creator') that hides the rest from the a11y tree.
  await expect(page.locator("h1").first()).toBeVisible();
  await expect(page.getByText("Oops! The page you're looking for doesn't exist or was moved.")).toHaveCount(
    0,
  );
}

test("guards for a visitor", async ({ page }) => {
  // Many full page loads in one test; on a busy machine they need more than the default 45 s.
  test.slow();
  for (const row of visitor) await expectLanding(page, row);
});

test("guards for a signed-in shopper, who never downloads the admin portal", async ({ page }) => {
  test.slow();
  const adminChunks: string[] = [];
  page.on("request", (request) => {
    if (/admin-entry/.test(request.url())) adminChunks.push(request.url());
  });
  await registerAndLogin(page);
  for (const row of shopper) await expectLanding(page, row);
  expect(adminChunks).toEqual([]);
});

test("guards for an admin", async ({ page }) => {
  test.slow();
  await loginAsAdmin(page);
  for (const row of admin) await expectLanding(page, row);
});

test("a visitor sent to sign in from /orders comes back there after signing in", async ({ page }) => {
  const { username, password } = await registerAndLogin(page);
  await page.evaluate(() => localStorage.clear());
  await page.goto("/orders");
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel("Username or email").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "LOG IN" }).click();
  await expect(page).toHaveURL(/\/orders$/);
});

test("the 404 page", async ({ page }) => {
  for (const path of [
    "/no-such-page",
    "/market/nothing-here",
    "/admin",
    // The repository and courses screens answer unknown sub-paths with the 404 too, not their home.
    "/elearning/x",
    "/resources/x",
    "/resources/museums/a/b",
  ]) {
    await page.goto(path);
    await expect(
      page.getByText("Oops! The page you're looking for doesn't exist or was moved."),
      path,
    ).toBeVisible();
    await expect(page, `${path} stays put`).toHaveURL((url) => url.pathname === path);
  }
  await page.getByRole("link", { name: "Go back home" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(
    page.getByRole("heading", { level: 1, name: "Keep our heritage alive, together" }),
  ).toBeVisible();
});
