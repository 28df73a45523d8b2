import { expect, test } from "@playwright/test";
import { ADMIN, registerViaApi, signInThroughForm, uniqueUser } from "./support.ts";

test.describe("sign-up, sign-in, session and logout", () => {
  test("register → sign in with remember-me → user menu → reload and new context keep the session → logout", async ({
    page,
    browser,
  }) => {
    const user = uniqueUser();
    await page.goto("/register");
    await page.getByLabel("First Name").fill(user.first_name);
    await page.getByLabel("Last Name").fill(user.last_name);
    await page.getByLabel("Username").fill(user.username);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "SIGN UP" }).click();
    await expect(page).toHaveURL(/\/login$/);

    // The sign-up's username is carried to the sign-in form.
    await expect(page.getByLabel("Username or email")).toHaveValue(user.username);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByLabel("Remember me").check();
    await page.getByRole("button", { name: "LOG IN" }).click();
    await expect(page).toHaveURL(/\/$/);

    const menu = page.getByRole("button", { name: `User menu for ${user.username}` });
    await expect(menu).toBeVisible();
    await expect(menu).toContainText(user.username);
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem("authToken"),
      info: localStorage.getItem("userInfo"),
      inSession: sessionStorage.getItem("authToken"),
    }));
    expect(stored.token).toBeTruthy();
    expect(JSON.parse(stored.info ?? "{}")).toEqual({ username: user.username, type: "user" });
    expect(stored.inSession).toBeNull();

    await page.reload();
    await expect(page.getByRole("button", { name: `User menu for ${user.username}` })).toBeVisible();

    // A new browser context with the saved storage (a browser restart) is still signed in.
    const context = await browser.newContext({ storageState: await page.context().storageState() });
    const again = await context.newPage();
    await again.goto("/about");
    await expect(again.getByRole("button", { name: `User menu for ${user.username}` })).toBeVisible();
    await context.close();

    // Logout asks first; Cancel keeps the session.
    await menu.click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Are you sure you want to log out?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(menu).toBeFocused();

    const refresh = await page.evaluate(() => localStorage.getItem("refresh"));
    await menu.click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    const logoutCall = page.waitForResponse((r) => r.url().endsWith("/api/logout/"));
    await page.getByRole("alertdialog").getByRole("button", { name: "Log out" }).click();
    expect((await logoutCall).status()).toBe(204);
    await expect(page).toHaveURL(/\/login$/);
    const after = await page.evaluate(() =>
      ["authToken", "refresh", "userInfo", "redirectPath"].map(
        (k) => localStorage.getItem(k) ?? sessionStorage.getItem(k),
      ),
    );
    expect(after).toEqual([null, null, null, null]);
    // The refresh token was revoked on the server.
    const reuse = await page.request.post("/api/login/refresh/", { data: { refresh } });
    expect(reuse.status()).toBe(401);
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Log In" })).toBeVisible();
  });

  test("without remember-me the session survives a reload but not a new context", async ({
    page,
    browser,
  }) => {
    const user = await registerViaApi(page.request);
    await signInThroughForm(page, user.username, user.password, { remember: false });
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: `User menu for ${user.username}` })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("authToken"))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem("authToken"))).toBeTruthy();

    await page.reload();
    await expect(page.getByRole("button", { name: `User menu for ${user.username}` })).toBeVisible();

    const context = await browser.newContext({ storageState: await page.context().storageState() });
    const fresh = await context.newPage();
    await fresh.goto("/");
    await expect(fresh.getByRole("link", { name: "Log In" })).toBeVisible();
    await expect(fresh.getByRole("button", { name: /User menu/ })).toHaveCount(0);
    await context.close();
  });

  test("sign-in can use the email, and the stored type comes from the server", async ({ page }) => {
    await signInThroughForm(page, ADMIN.username, ADMIN.password);
    await expect(page).toHaveURL(/\/$/);
    const info = await page.evaluate(() => sessionStorage.getItem("userInfo"));
    expect(JSON.parse(info ?? "{}")).toEqual({ username: ADMIN.username, type: "admin" });

    const user = await registerViaApi(page.request);
    await page.evaluate(() => sessionStorage.clear());
    await signInThroughForm(page, user.email, user.password);
    await expect(page.getByRole("button", { name: `User menu for ${user.username}` })).toBeVisible();
  });

  test("validation and server errors on the forms", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "LOG IN" }).click();
    await expect(page.getByText("Email or username is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();

    await page.getByLabel("Username or email").fill("nobody_here");
    await page.getByLabel("Password", { exact: true }).fill("wrong-password");
    await page.getByRole("button", { name: "LOG IN" }).click();
    await expect(page.getByText("Invalid Username or password")).toHaveCount(2);

    const taken = await registerViaApi(page.request);
    await page.goto("/register");
    await page.getByLabel("First Name").fill("Aline");
    await page.getByLabel("Last Name").fill("Uwase");
    await page.getByLabel("Username").fill(uniqueUser().username);
    await page.getByLabel("Email").fill(taken.email);
    await page.getByLabel("Password", { exact: true }).fill("Heritage#2026");
    await page.getByRole("button", { name: "SIGN UP" }).click();
    await expect(page.getByText("Email already exists")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  });
});
