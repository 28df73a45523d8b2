import { expect, test } from "@playwright/test";
import { dragShapeTo, fillAdminForm, passCaptcha, signInAsAdmin } from "./admin-helpers.ts";
import { ADMIN, loginViaApi, registerAndLogin, registerViaApi, uniqueUser } from "./support.ts";

test.describe("admin sign-in", () => {
  test("a shopper cannot reach the dashboard, nor sign in through the portal", async ({ page }) => {
    const shopper = await registerAndLogin(page);
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/dhp\/admin\/login$/);
    await expect(page.getByRole("button", { name: "Sign In Securely" })).toBeVisible();

    // Signed out, the shopper tries the portal's form with a correct password.
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.reload();
    await fillAdminForm(page, shopper.username, shopper.password);
    await passCaptcha(page);
    await page.getByRole("button", { name: "Sign In Securely" }).click();
    // The server answers exactly as for a wrong password (and counts it), so nothing is revealed.
    await expect(page.getByRole("alert")).toHaveText("Invalid credentials. 4 attempt(s) remaining.");
    await expect(page).toHaveURL(/\/dhp\/admin\/login$/);
    const stored = await page.evaluate(() => [
      localStorage.getItem("authToken"),
      sessionStorage.getItem("authToken"),
      localStorage.getItem("userInfo"),
      sessionStorage.getItem("userInfo"),
    ]);
    expect(stored).toEqual([null, null, null, null]);
  });

  test("the admin signs in through the captcha, sees real figures and logs out", async ({ page }) => {
    await page.goto("/dhp/admin/login");
    await page.getByRole("button", { name: "Sign In Securely" }).click();
    await expect(page.getByText("Username is required")).toBeVisible();
    await expect(page.getByText("Please complete the CAPTCHA verification")).toBeVisible();

    await fillAdminForm(page, ADMIN.username, ADMIN.password);
    await dragShapeTo(page, "miss");
    await expect(page.getByText("Wrong! Try again.")).toBeVisible();
    await expect(page.getByText("Attempt 1 - Target position changed")).toBeVisible();
    // The error styling clears after 1 s; the attempt count stays.
    await expect(page.getByText("Wrong! Try again.")).toBeHidden({ timeout: 2500 });
    await expect(page.getByText("Attempt 1 - Target position changed")).toBeVisible();
    await passCaptcha(page);
    await expect(page.getByText("Verification Complete")).toBeVisible();
    await page.getByLabel("Password", { exact: true }).press("Enter");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    const { access } = await loginViaApi(page.request, ADMIN.username, ADMIN.password);
    const tile = (label: string) =>
      page.getByRole("main").getByRole("button", { name: new RegExp(`^${label}`) });
    const count = (n: number) => new Intl.NumberFormat("en").format(n);
    // Other specs change the catalogue meanwhile: compare against fresh figures, reloading on a retry.
    let attempt = 0;
    await expect(async () => {
      if (attempt++ > 0) await page.reload();
      const response = await page.request.get("/api/admin/stats/", {
        headers: { authorization: `Bearer ${access}` },
      });
      const stats = await response.json();
      const figures: Array<[string, string]> = [
        ["Products", count(stats.products)],
        ["Active products", count(stats.active_products)],
        ["Out of stock", count(stats.out_of_stock_products)],
        ["Customers", count(stats.customers)],
        ["Categories", count(stats.categories)],
        ["Value in carts", `RWF ${count(Math.round(Number(stats.cart_value)))}`],
      ];
      for (const [label, figure] of figures) {
        await expect(tile(label).getByText(figure, { exact: true }), label).toBeVisible({ timeout: 2000 });
      }
      // The bell counts what needs the admin: products out of stock and orders waiting. Its
      // name starts with its visible number (speech input), or is plain when there is none.
      const notices = (stats.out_of_stock_products as number) + (stats.pending_orders as number);
      const badge = notices > 0 ? `${notices > 99 ? "99+" : notices} notifications` : "Notifications";
      await expect(page.getByRole("banner").getByRole("button", { name: badge, exact: true })).toBeVisible({
        timeout: 2000,
      });
    }).toPass({ timeout: 20_000 });
    expect(await page.evaluate(() => localStorage.getItem("activeSidebarItem"))).toBeNull();

    const refresh = await page.evaluate(() => sessionStorage.getItem("refresh"));
    await page.getByRole("button", { name: `Account menu: ${ADMIN.username}` }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/dhp\/admin\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem("authToken"))).toBeNull();
    const reuse = await page.request.post("/api/login/refresh/", { data: { refresh } });
    expect(reuse.status()).toBe(401);
  });

  test("five wrong passwords lock the form, in this browser and in a new one", async ({ page, browser }) => {
    // A throwaway account, so the shared e2e admin is never locked for the other specs.
    const victim = await registerViaApi(page.request, uniqueUser("lockme"));
    await page.goto("/dhp/admin/login");
    await fillAdminForm(page, victim.username, "Wrong#Pass1");
    for (let remaining = 4; remaining >= 1; remaining--) {
      await passCaptcha(page);
      await page.getByRole("button", { name: "Sign In Securely" }).click();
      await expect(page.getByText(`Invalid credentials. ${remaining} attempt(s) remaining.`)).toBeVisible();
      // A failed attempt also resets the captcha.
      await expect(page.getByText("Verification successful!")).toBeHidden();
    }
    await passCaptcha(page);
    await page.getByRole("button", { name: "Sign In Securely" }).click();
    await expect(page.getByText("Too many failed attempts. Account locked for 5 minutes.")).toBeVisible();
    await expect(page.getByLabel("Username")).toBeDisabled();
    await expect(page.getByLabel("Password", { exact: true })).toBeDisabled();
    await expect(page.getByLabel("Remember this device")).toBeDisabled();
    await expect(page.getByRole("button", { name: "Sign In Securely" })).toBeDisabled();

    // Even the right password in another browser is refused while the lock lasts.
    const context = await browser.newContext();
    const other = await context.newPage();
    await other.goto("/dhp/admin/login");
    await fillAdminForm(other, victim.username, victim.password);
    await passCaptcha(other);
    await other.getByRole("button", { name: "Sign In Securely" }).click();
    await expect(other.getByText("Account temporarily locked. Please try again in 5 minutes.")).toBeVisible();
    await expect(other.getByRole("button", { name: "Sign In Securely" })).toBeDisabled();
    await expect(other.getByLabel("Username")).toBeDisabled();
    await context.close();
  });

  test("the admin stays signed in after a reload, back on the last section", async ({ page }) => {
    await signInAsAdmin(page);
    await page
      .getByRole("navigation", { name: "Admin sections" })
      .getByRole("button", { name: "Orders" })
      .click();
    await expect(page.getByRole("search", { name: "Order filters" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("activeSidebarItem"))).toBe("orders");
  });
});
