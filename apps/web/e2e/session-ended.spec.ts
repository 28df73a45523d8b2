import { expect, test } from "@playwright/test";
import { expectFitsWidths, registerAndLogin } from "./support.ts";

/**
 * When the session cannot be refreshed, the shopper on the cart is told the session ended
 * (not moved silently to /market), and comes back to the cart after signing in.
 */
test("a session that ended on the cart says so at 375 px and comes back there after sign-in at 1280 px", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 375, height: 850 });
  const shopper = await registerAndLogin(page);
  const products = (await (await request.get("/api/market/products/?page=1&page_size=8")).json()) as {
    results: { id: number; name: string; stock: number }[];
  };
  const product = products.results.find((p) => p.stock > 0)!;
  const auth = { Authorization: `Bearer ${shopper.access}` };
  expect(
    (
      await request.post("/api/market/cart/add_item/", {
        data: { product_id: product.id, quantity: 1 },
        headers: auth,
      })
    ).ok(),
  ).toBe(true);

  await page.goto("/market/cart");
  // A screen's first visit loads its chunk and texts: on a loaded machine that takes longer than 10 s.
  await expect(page.getByRole("heading", { name: "Your Cart", level: 1 })).toBeVisible({ timeout: 45_000 });

  // Signed out everywhere (another device, a password change): the access and refresh tokens die.
  expect((await request.post("/api/logout/all/", { headers: auth })).status()).toBe(204);
  await page.reload();

  await expect(page).toHaveURL(/\/login$/, { timeout: 45_000 });
  await expect(page.getByRole("status")).toHaveText(
    "Your session has ended. Sign in again to go back to where you were.",
  );
  // The same note on the laptop's layout (the window widened in place), where the sign-in goes on.
  await expectFitsWidths(page, "session-ended");
  await expect(page.getByRole("status")).toHaveText(
    "Your session has ended. Sign in again to go back to where you were.",
  );
  await page.getByLabel("Username or email").fill(shopper.username);
  await page.getByLabel("Password", { exact: true }).fill(shopper.password);
  await page.getByRole("button", { name: "LOG IN" }).click();
  await expect(page).toHaveURL(/\/market\/cart$/, { timeout: 45_000 });
  await expect(page.getByRole("list", { name: "Your Cart" }).getByText(product.name)).toBeVisible();
});
