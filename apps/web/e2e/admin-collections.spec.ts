import { expect, type Page, test } from "@playwright/test";
import { openSection } from "./admin-helpers.ts";
import { keepScreenshot, loginAsAdmin } from "./support.ts";

// Serial: the item goes into the collection of the institution the first steps create. Image
// processing (previews, IIIF tiles) on a loaded two-core machine is slow, hence the longer timeout.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const stamp = Date.now().toString(36);
const institutionName = `Huye Museum ${stamp}`;
const collectionTitle = `Basketry ${stamp}`;
const itemTitle = `Agaseke basket ${stamp}`;
const shots = process.env.E2E_SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (shots) await keepScreenshot(page, { path: `${shots}/${name}.png`, fullPage: true });
}

async function openCollections(page: Page, part: string) {
  await loginAsAdmin(page);
  await page.goto("/admin/dashboard");
  // The shell first: on a phone the menu button must be there before openSection looks for it.
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await openSection(page, "Collections");
  await page.getByRole("tab", { name: part }).click();
}

test.describe("the admin's Collections section", () => {
  test("creates an institution and a collection", async ({ page }) => {
    await openCollections(page, "Institutions");
    await page.getByRole("button", { name: "Add institution" }).click();
    let dialog = page.getByRole("dialog", { name: "Add institution" });
    await dialog.getByLabel("Name", { exact: true }).fill(institutionName);
    await dialog.getByLabel("Kind").selectOption("museum");
    await dialog.getByLabel("Place").fill("Huye");
    await shot(page, "institution-form-1280");
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("row", { name: new RegExp(institutionName) })).toBeVisible();

    await page.getByRole("tab", { name: "Collections" }).click();
    await page.getByRole("button", { name: "Add collection" }).click();
    dialog = page.getByRole("dialog", { name: "Add collection" });
    await dialog.getByLabel("Title", { exact: true }).fill(collectionTitle);
    await dialog.getByLabel("Institution").selectOption({ label: institutionName });
    await dialog.getByLabel(/^Published/).check();
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("row", { name: new RegExp(collectionTitle) })).toBeVisible();
    await shot(page, "collections-1280");
  });

  test("creates an item with its Dublin Core values and a French title, then publishes it", async ({
    page,
  }) => {
    await openCollections(page, "Items");
    await shot(page, "items-1280");
    await page.getByRole("button", { name: "Add item" }).click();
    const dialog = page.getByRole("dialog", { name: "Add item" });
    // A refused submit says what is missing at its field.
    await dialog.getByRole("button", { name: "Create item" }).click();
    await expect(dialog.getByText("An item needs a title")).toBeVisible();

    await dialog.getByLabel("Type", { exact: true }).selectOption("object");
    await dialog.getByLabel("Collection").selectOption({ label: collectionTitle });
    await dialog.getByRole("textbox", { name: "Title 1", exact: true }).fill(itemTitle);
    await dialog
      .getByRole("textbox", { name: "Description 1", exact: true })
      .fill("A lidded basket woven from sisal.");
    await dialog.getByRole("button", { name: "Add a value to Creator" }).click();
    await dialog.getByRole("textbox", { name: "Creator 1", exact: true }).fill("Unknown weaver");
    await dialog.getByRole("textbox", { name: "Creator 2", exact: true }).fill("Nyanza workshop");
    await dialog.getByLabel("Latitude").fill("-2.6");
    await dialog.getByLabel("Longitude").fill("29.74");
    await dialog.getByRole("tab", { name: /Français/ }).click();
    await dialog.getByRole("textbox", { name: "Title 1", exact: true }).fill(`Panier agaseke ${stamp}`);
    await shot(page, "item-form-1280");
    await dialog.getByRole("button", { name: "Create item" }).click();

    const edit = page.getByRole("dialog", { name: "Edit item" });
    await expect(edit.getByText("Item created as a draft")).toBeVisible();
    await expect(edit.getByText("Draft: only administrators can see it.")).toBeVisible();
    await expect(edit.getByRole("textbox", { name: "Creator 2", exact: true })).toHaveValue(
      "Nyanza workshop",
    );

    await edit.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(edit.getByText("Item published")).toBeVisible();
    await expect(edit.getByRole("link", { name: "Open the public page" })).toHaveAttribute(
      "href",
      `/resources/items/agaseke-basket-${stamp}`,
    );

    const answer = await page.request.get(`/api/repository/items/agaseke-basket-${stamp}/`);
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toMatchObject({
      title: itemTitle,
      dc: { creator: ["Unknown weaver", "Nyanza workshop"] },
      latitude: -2.6,
    });
    const french = await page.request.get(`/api/repository/items/agaseke-basket-${stamp}/?lang=fr`);
    expect((await french.json()).title).toBe(`Panier agaseke ${stamp}`);
  });

  test("refuses to delete the collection while it holds the item (409 shown as it is)", async ({ page }) => {
    await openCollections(page, "Collections");
    await page.getByRole("button", { name: `Delete ${collectionTitle}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(
      page.getByText("Remove or move what this record holds before deleting it", { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(collectionTitle) })).toBeVisible();
  });

  test("fits a 375 px phone: the list as cards, the item form and its language tabs", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openCollections(page, "Items");
    await page.getByRole("searchbox", { name: "Search items" }).fill(itemTitle);
    await page.getByRole("button", { name: "Apply Filters" }).click();
    const cards = page.getByRole("list", { name: "Items" });
    await expect(cards.getByText(itemTitle)).toBeVisible();
    await expect(page.getByText("1 item", { exact: true })).toBeVisible();
    await shot(page, "items-375");
    const wide = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await wide()).toBeLessThanOrEqual(375);

    await page.getByRole("button", { name: `Edit ${itemTitle}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit item" });
    await expect(edit.getByRole("textbox", { name: "Title 1", exact: true })).toHaveValue(itemTitle);
    await expect(edit.getByText("Published: everyone can see it.")).toBeVisible();
    await shot(page, "item-form-375");
    expect(await edit.evaluate((dialog) => dialog.scrollWidth <= dialog.clientWidth)).toBe(true);
  });

  test("CSV dry run reports each row's action, its change of access and a row's error, and offers no import until it is fixed", async ({
    page,
  }) => {
    await openCollections(page, "CSV import and export");
    const csv = [
      "type,collection,dc_title,slug,access",
      `object,basketry-${stamp},Winnowing tray ${stamp},winnowing-tray-${stamp},restricted`,
      `spaceship,basketry-${stamp},Milk pot ${stamp},milk-pot-${stamp},public`,
    ].join("\n");
    await page.getByLabel("CSV file").setInputFiles({
      name: "items.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(csv, "utf8"),
    });
    await page.getByRole("button", { name: "Check the file" }).click();
    await expect(page.getByText("1 to create, 0 to update, 1 with errors")).toBeVisible();
    const report = page.getByRole("table", { name: "What the import would do, row by row" });
    await expect(report.getByRole("row", { name: /^2 Create/ })).toContainText("None");
    // Who may see the new item, as the row sets it (decision 162).
    await expect(report.getByRole("row", { name: /^2 Create/ })).toContainText("access: restricted");
    await expect(page.getByText("1 row changes who may see an item.")).toBeVisible();
    await expect(report.getByRole("row", { name: /^3 Create/ })).toContainText("type:");
    await expect(page.getByText("Correct the rows with errors, then check the file again.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Import now" })).toHaveCount(0);
    await shot(page, "csv-dry-run-1280");
    // Nothing was written.
    const written = await page.request.get(`/api/repository/items/winnowing-tray-${stamp}/`);
    expect(written.status()).toBe(404);
  });
});
