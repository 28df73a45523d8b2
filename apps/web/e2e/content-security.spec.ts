import { expect, test } from "@playwright/test";

/**
 * Best practices 100 (decision 198): the pages keep to their own Content-Security-Policy. Zod's probe for
 * `new Function` was reported as a violation on every page with a form, although zod caught it.
 */
test("the pages with forms and the product link report no Content-Security-Policy violation", async ({
  page,
  request,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  const list = (await (await request.get("/api/market/products/?page_size=1")).json()) as {
    results: Array<{ id: number }>;
  };
  const product = list.results[0]!.id;
  for (const path of ["/login", "/register", "/resources", "/elearning", `/market?product=${product}`]) {
    await page.goto(path);
    await expect(page.locator("main").first()).toBeVisible();
    // The forms' validation code loads after the first screen; wait for it to have run.
    await page.waitForLoadState("networkidle");
    expect(
      await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations),
      path,
    ).toEqual([]);
  }
});
