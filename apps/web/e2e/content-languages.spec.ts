import { type Browser, expect, test } from "@playwright/test";

/**
 * Decision 105: a reader whose browser asks for French or Kinyarwanda reads the demo products in
 * that language (the records' texts; the interface's own texts are the i18n catalogs' concern).
 */
const CLASSIC = "Agaseke Peace Basket, Classic";

async function openProductIn(browser: Browser, locale: string, id: number) {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  await page.goto(`/market?product=${id}`);
  return { context, dialog: page.getByRole("dialog") };
}

test("a product reads in French and in Kinyarwanda, and French words find it", async ({
  browser,
  request,
}) => {
  const found = await request.get(`/api/market/products/?search=${encodeURIComponent(CLASSIC)}`);
  const { results } = (await found.json()) as { results: { id: number; name: string }[] };
  const product = results.find((p) => p.name === CLASSIC);
  expect(product).toBeDefined();

  const cases = [
    {
      locale: "fr-FR",
      lang: "fr",
      name: "Agaseke, panier de la paix classique",
      description: /On y offrait traditionnellement un présent à la mariée/,
      category: "Agaseke et vannerie",
    },
    {
      locale: "rw-RW",
      lang: "rw",
      name: "Agaseke k'amahoro gasanzwe",
      description: /Kera bakabikagamo impano y'umugeni/,
      category: "Agaseke n'ububoshyi",
    },
  ];
  for (const expected of cases) {
    const { context, dialog } = await openProductIn(browser, expected.locale, product!.id);
    await expect(dialog.getByRole("heading", { name: expected.name })).toBeVisible({ timeout: 30_000 });
    const description = dialog.getByText(expected.description);
    await expect(description).toBeVisible();
    await expect(description).toHaveAttribute("lang", expected.lang);
    // The category's name, in the category's own card (said once since 7630ed3).
    await expect(dialog.getByText(expected.category, { exact: true })).toBeVisible();
    // Translated: no "Not yet translated" note.
    await expect(dialog.getByText("Not yet translated")).toHaveCount(0);
    await context.close();
  }

  // The French search finds the basket by its French words.
  const search = await request.get("/api/market/products/?search=panier%20paix", {
    headers: { "accept-language": "fr" },
  });
  const names = ((await search.json()) as { results: { name: string }[] }).results.map((p) => p.name);
  expect(names).toContain("Agaseke, panier de la paix classique");
});
