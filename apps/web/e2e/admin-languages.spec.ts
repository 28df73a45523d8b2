import messagesFr from "@heritage/domain/i18n/messages.fr";
import messagesRw from "@heritage/domain/i18n/messages.rw";
import { messages } from "@heritage/domain/messages";
import { expect, type Page, test } from "@playwright/test";
import sharedFr from "../src/components/shared-texts.fr.ts";
import sharedRw from "../src/components/shared-texts.rw.ts";
import { sharedTexts } from "../src/components/shared-texts.ts";
import adminFr from "../src/features/admin/admin-texts.fr.ts";
import adminRw from "../src/features/admin/admin-texts.rw.ts";
import {
  CAPTCHA_TEXT,
  CATEGORY_TEXT,
  CUSTOMER_TEXT,
  DASHBOARD_TEXT,
  LOGIN_TEXT,
  PRODUCT_TEXT,
  RECORD_TEXTS,
  SECTION_LABELS,
  SHELL_TEXT,
} from "../src/features/admin/admin-texts.ts";
import ordersFr from "../src/features/admin/orders/orders-texts.fr.ts";
import ordersRw from "../src/features/admin/orders/orders-texts.rw.ts";
import { CART_TEXT, ORDER_TEXT, ORDER_TILE_TEXT } from "../src/features/admin/orders/orders-texts.ts";
import marketDetailFr from "../src/features/market/market-detail-texts.fr.ts";
import marketDetailRw from "../src/features/market/market-detail-texts.rw.ts";
import marketFr from "../src/features/market/market-texts.fr.ts";
import marketRw from "../src/features/market/market-texts.rw.ts";
import { dragShapeTo, pngOf } from "./admin-helpers.ts";
import { expectPageFits, type Lang } from "./languages-support.ts";
import { ADMIN } from "./support.ts";

/** The admin sign-in and the product form in Kinyarwanda and French, on a 375 px phone. */
const T = {
  rw: {
    m: messagesRw,
    shared: sharedRw,
    admin: adminRw,
    orders: ordersRw,
    market: { market: { ...marketRw.market, ...marketDetailRw.market } },
  },
  fr: {
    m: messagesFr,
    shared: sharedFr,
    admin: adminFr,
    orders: ordersFr,
    market: { market: { ...marketFr.market, ...marketDetailFr.market } },
  },
};

function sentences(tree: object): string[] {
  return Object.values(tree).flatMap((value) =>
    typeof value === "string" ? [value] : value && typeof value === "object" ? sentences(value) : [],
  );
}

/**
 * The English sentences an admin screen could show (three words or more: single words and names such as
 * "Mobile money" may read the same in French), without the brand.
 */
const ENGLISH = [
  ...new Set(
    sentences({
      messages,
      sharedTexts,
      admin: [CAPTCHA_TEXT, LOGIN_TEXT, SHELL_TEXT, SECTION_LABELS, DASHBOARD_TEXT, CATEGORY_TEXT],
      more: [CUSTOMER_TEXT, PRODUCT_TEXT, RECORD_TEXTS, ORDER_TEXT, CART_TEXT, ORDER_TILE_TEXT],
    }),
  ),
]
  .filter((text) => text.split(/\s+/).length >= 3)
  .filter((text) => !/Digital Heritage Platform|^“/.test(text));

async function checkAdminPage(page: Page, lang: Lang) {
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what a person reads
  const visible = await page.locator("body").innerText();
  expect(ENGLISH.filter((sentence) => visible.includes(sentence))).toEqual([]);
  await expectPageFits(page, lang);
}

test.use({ viewport: { width: 375, height: 800 } });
test.describe.configure({ timeout: 120_000 });

for (const lang of ["rw", "fr"] as const satisfies Lang[]) {
  const t = T[lang];
  const a = t.admin;

  test(`${lang}: admin sign-in, then a product with a French translation through the tabs`, async ({
    page,
  }) => {
    // Sign-in, reached by a shared link in the language.
    await page.goto(`/dhp/admin/login?lang=${lang}`);
    await expect(page.getByRole("heading", { level: 1, name: a.login.heading })).toBeVisible();
    await expect(page).toHaveTitle(`${a.login.portal} · Digital Heritage Platform`);
    await page.getByRole("button", { name: a.login.submit }).click();
    await expect(page.getByText(t.m.adminSignIn.usernameRequired, { exact: true })).toBeVisible();
    await expect(page.getByText(t.m.adminSignIn.captchaRequired, { exact: true })).toBeVisible();
    await checkAdminPage(page, lang);

    await page.getByLabel(a.login.username, { exact: true }).fill(ADMIN.username);
    await page.getByLabel(a.login.password, { exact: true }).fill(ADMIN.password);
    await dragShapeTo(page, "target");
    await expect(page.getByText(a.captcha.success)).toBeVisible();
    await page.getByRole("button", { name: a.login.submit }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: a.sections.dashboard })).toBeVisible();
    await expect(page.getByText(t.orders.orderTiles.ordersToday)).toBeVisible();
    await expect(page).toHaveTitle(`${a.sections.dashboard} · ${a.shell.adminPortal}`);
    await checkAdminPage(page, lang);

    // Under 768 px the phone menu holds the sections and the language switcher (the top bar has no room).
    await expect(
      page.locator("header").getByRole("combobox", { name: t.shared.language.label }),
    ).toBeHidden();
    await page.getByRole("button", { name: a.shell.openMenu }).click();
    const menu = page.getByRole("dialog");
    await expect(menu.getByRole("combobox", { name: t.shared.language.label })).toHaveValue(lang);
    await checkAdminPage(page, lang);
    await menu
      .getByRole("navigation", { name: a.shell.sectionsNav })
      .getByRole("button", { name: a.sections.products, exact: true })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: a.sections.products })).toBeVisible();
    await expect(page.getByRole("list", { name: a.product.tableLabel })).toBeVisible();
    await checkAdminPage(page, lang);

    // The form: its messages in the language, then the texts in their tabs.
    await page.getByRole("button", { name: a.product.add }).click();
    const dialog = page.getByRole("dialog", { name: a.product.addTitle });
    await expect(dialog.getByLabel(a.recordTexts.originalLanguage)).toHaveValue(lang);
    await dialog.getByRole("button", { name: a.product.submitAdd }).click();
    await expect(dialog.getByText(t.m.product.nameRequired, { exact: true })).toBeVisible();
    await expect(dialog.getByText(t.m.product.imagesRequired, { exact: true })).toBeVisible();
    await checkAdminPage(page, lang);

    const stamp = `${lang}${Date.now().toString(36)}`;
    const rwName = `Agaseke k’amahoro ${stamp}`;
    const frName = `Panier de la paix ${stamp}`;
    const tab = (name: string) => dialog.getByRole("tab", { name: new RegExp(`^${name}`) });
    if (lang === "fr") {
      // Written first in Kinyarwanda by a French-reading admin: the original language is chosen.
      await dialog.getByLabel(a.recordTexts.originalLanguage).selectOption("rw");
      await expect(tab("Ikinyarwanda")).toHaveAttribute("aria-selected", "true");
    }
    await dialog.getByLabel(a.product.name, { exact: true }).fill(rwName);
    // The French tab, reached by keyboard from the selected Kinyarwanda tab.
    // (Radix moves the focus a turn after the key: one key at a time.)
    await tab("Ikinyarwanda").focus();
    await page.keyboard.press("ArrowRight");
    await expect(tab("English")).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(tab("Français")).toHaveAttribute("aria-selected", "true");
    await expect(tab("Français")).toContainText(a.recordTexts.optional);
    await dialog.getByLabel(a.product.name, { exact: true }).fill(frName);
    await dialog.getByLabel(a.product.description, { exact: true }).fill("Tressé à la main, en sisal teint.");
    await dialog.getByTestId("product-image-input").setInputFiles(await pngOf(page, "#1f6f5c", "a.png"));
    await dialog.getByLabel(a.product.priceField, { exact: true }).fill("18000");
    await dialog.getByLabel(a.product.stockField, { exact: true }).fill("4");
    await dialog.getByLabel(a.product.category, { exact: true }).selectOption({ index: 1 });
    await checkAdminPage(page, lang);
    await dialog.getByRole("button", { name: a.product.submitAdd }).click();
    await expect(dialog.getByText(t.m.product.added, { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(dialog).toBeHidden({ timeout: 10_000 });

    // The public market in French shows the French name; in Kinyarwanda the original.
    for (const [reader, name] of [
      ["fr", frName],
      ["rw", rwName],
    ] as const) {
      await page.goto(`/market?lang=${reader}`);
      const m = T[reader].market.market;
      const box = page.getByRole("searchbox", { name: m.searchLabel });
      await box.fill(stamp);
      await box.press("Enter");
      const results = page.getByRole("region", { name: m.searchResultsFor(stamp) });
      await expect(results.getByRole("button", { name: m.viewDetails(name), exact: true })).toBeVisible();
    }
  });
}
