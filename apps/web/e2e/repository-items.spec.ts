import { expect as baseExpect, type Page, test } from "@playwright/test";
import { keepScreenshot, loginAsAdmin, uniqueStamp } from "./support.ts";

// An item made through the admin UI, with two pictures, read on its public page, zoomed
// (OpenSeadragon loading real IIIF tiles), found by the repository search, shared through IIIF.
// Serial: each step reads the item the first one made. Tiling on a loaded machine is slow.
test.describe.configure({ mode: "serial", timeout: 300_000 });

// Waits are longer than the default: the admin chunk, uploads and tiling are slow on a loaded two-core machine.
const expect = baseExpect.configure({ timeout: 30_000 });

const stamp = uniqueStamp();
const title = `Royal drum of Nyanza ${stamp}`;
const slug = `royal-drum-of-nyanza-${stamp}`;
const shots = process.env.E2E_SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (shots) await keepScreenshot(page, { path: `${shots}/${name}.png`, fullPage: true });
}

/** A real JPEG drawn by the browser's canvas: large enough for several zoom levels of 512-px tiles. */
async function photo(page: Page, hue: number, name: string) {
  const base64 = await page.evaluate((h) => {
    const canvas = document.createElement("canvas");
    canvas.width = 2000;
    canvas.height = 1500;
    const context = canvas.getContext("2d")!;
    for (let x = 0; x < 20; x++)
      for (let y = 0; y < 15; y++) {
        context.fillStyle = `hsl(${h + (x + y) * 7}, 60%, ${30 + ((x * y) % 5) * 10}%)`;
        context.fillRect(x * 100, y * 100, 100, 100);
      }
    return canvas.toDataURL("image/jpeg", 0.9).split(",")[1]!;
  }, hue);
  return { name, mimeType: "image/jpeg", buffer: Buffer.from(base64, "base64") };
}

let itemId = "";

test("an admin creates an item with two pictures through the admin UI and publishes it", async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await page
    .getByRole("navigation", { name: "Admin sections" })
    .getByRole("button", { name: "Collections", exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Collections" })).toBeVisible();
  await page.getByRole("tab", { name: "Items" }).click();
  await page.getByRole("button", { name: "Add item" }).click();
  const dialog = page.getByRole("dialog", { name: "Add item" });
  await dialog.getByLabel("Type", { exact: true }).selectOption("object");
  await dialog.getByLabel("Collection").selectOption({ label: "Gallery of Rwandan art" });
  await dialog.getByRole("textbox", { name: "Title 1", exact: true }).fill(title);
  await dialog
    .getByRole("textbox", { name: "Description 1", exact: true })
    .fill("An ingoma of the royal court, played at the king's ceremonies.");
  await dialog.getByRole("button", { name: "Add a value to Creator" }).click();
  await dialog.getByRole("textbox", { name: "Creator 1", exact: true }).fill("Court drum makers");
  await dialog.getByRole("tab", { name: /Français/ }).click();
  await dialog
    .getByRole("textbox", { name: "Title 1", exact: true })
    .fill(`Tambour royal de Nyanza ${stamp}`);
  await dialog.getByRole("button", { name: "Create item" }).click();

  const edit = page.getByRole("dialog", { name: "Edit item" });
  await expect(edit.getByText("Item created as a draft")).toBeVisible({ timeout: 60_000 });
  await edit
    .getByLabel("Add files")
    .setInputFiles([await photo(page, 20, "drum-front.jpg"), await photo(page, 200, "drum-side.jpg")]);
  await expect(edit.getByText("drum-side.jpg uploaded")).toBeVisible({ timeout: 90_000 });
  await expect(
    edit.getByRole("list", { name: "Media of this item, in order" }).getByRole("listitem"),
  ).toHaveCount(2);

  await edit.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(edit.getByText("Item published")).toBeVisible({ timeout: 60_000 });
  await expect(edit.getByRole("link", { name: "Open the public page" })).toHaveAttribute(
    "href",
    `/resources/items/${slug}`,
  );
  itemId = (await (await page.request.get(`/api/repository/items/${slug}/`)).json()).id;
  expect(itemId).toMatch(/^[0-9a-f-]{36}$/);
});

test("its public page zooms the picture with OpenSeadragon, which loads IIIF tiles", async ({ page }) => {
  // Real events to wait for, not time: the viewer reads the picture's info.json, then, zoomed in,
  // asks for tiles at full resolution (a region as wide as the tile it returns), which the first
  // view, fitting the 2000-px picture into the page, never needs.
  const iiif = /\/iiif\/3\/[0-9a-f-]{36}\//;
  const opened = page.waitForResponse((r) => iiif.test(r.url()) && r.url().endsWith("/info.json") && r.ok());
  await page.goto(`/resources/items/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} · Digital Repository`);
  await expect(page.getByText("Court drum makers", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Cite this item" })).toBeVisible();
  await expect(page.getByText(new RegExp(`Court drum makers\\. ${title}\\.`))).toBeVisible();

  await opened;
  const zoomIn = page.getByRole("button", { name: "Zoom in" });
  await expect(zoomIn).toBeEnabled();
  await expect(page.getByRole("img", { name: /^Zoomable picture/ }).locator("canvas")).toBeAttached();
  const fullResolutionTile = page.waitForResponse((r) => {
    // {x,y,w,h}/{w,h}/0/default.jpg: the region's own size, scale 1.
    const match = /\/iiif\/3\/[0-9a-f-]{36}\/\d+,\d+,(\d+,\d+)\/(\d+,\d+)\/0\/default\.jpg$/.exec(r.url());
    return match !== null && match[1] === match[2] && r.ok();
  });
  for (let i = 0; i < 4; i++) await zoomIn.click();
  // Zoomed in, the viewer asks for regions of the full-resolution picture: tiles, not the whole image.
  await fullResolutionTile;
  await shot(page, "item-page-1280");

  // The second picture is one press away, in the same viewer.
  await page.getByRole("button", { name: /^File 2 of 2/ }).click();
  await expect(page.getByRole("button", { name: /^File 2 of 2/ })).toHaveAttribute("aria-pressed", "true");
});

test("the repository search finds it, and its card opens its page", async ({ page }) => {
  await page.goto("/resources");
  // The repository home first asks whether the visitor creates (product §4).
  const creator = page.getByRole("dialog", { name: "Join as Creator" });
  await creator.getByRole("button", { name: "No" }).click();
  await expect(creator).toBeHidden();
  await page.getByRole("searchbox", { name: "Search the collection" }).fill(`nyanza drum ${stamp}`);
  await page.getByRole("button", { name: "Search the collection" }).click();
  await expect(page).toHaveURL(/\/resources\/search\?q=/);
  const card = page.getByRole("link", { name: title });
  await expect(card).toBeVisible();
  await expect(page.getByText("1 item", { exact: true })).toBeVisible();
  // A facet narrows the results and lives in the URL, so the back button undoes it.
  await page.getByRole("button", { name: /^Object\s*1$/ }).click();
  await expect(page).toHaveURL(/type=object/);
  await page.goBack();
  await expect(page).not.toHaveURL(/type=object/);
  await card.click();
  await expect(page).toHaveURL(`/resources/items/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
});

test("its IIIF manifest opens and lists both pictures as canvases", async ({ page }) => {
  await page.goto(`/resources/items/${slug}`);
  const link = page.getByRole("link", { name: "IIIF manifest" });
  await expect(link).toHaveAttribute("href", `/iiif/items/${itemId}/manifest.json`);
  const answer = await page.request.get((await link.getAttribute("href"))!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["access-control-allow-origin"]).toBe("*");
  const manifest = await answer.json();
  expect(manifest).toMatchObject({ type: "Manifest", label: { en: [title] } });
  expect(manifest.items).toHaveLength(2);
  for (const canvas of manifest.items)
    expect(canvas).toMatchObject({ type: "Canvas", width: 2000, height: 1500 });
  await link.click();
  await expect(page.locator("body")).toContainText('"type":"Canvas"');
});
