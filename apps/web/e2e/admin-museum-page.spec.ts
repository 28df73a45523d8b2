import { expect, type Locator, type Page, test } from "@playwright/test";
import { openSection, pngOf } from "./admin-helpers.ts";
import { expectFitsWidths, keepScreenshot, loginAsAdmin } from "./support.ts";

// Image processing (the cover's WebP and thumbnail) on a loaded two-core machine is slow.
test.describe.configure({ timeout: 120_000 });

const stamp = Date.now().toString(36);
const shots = process.env.E2E_SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (shots) await keepScreenshot(page, { path: `${shots}/${name}.png`, fullPage: true });
}

/** The whole dialog at once: it scrolls inside a screen-high box, so the screen is made as tall as it. */
async function shotOfDialog(page: Page, dialog: Locator, name: string, width: number) {
  if (!shots) return;
  const height = await dialog.evaluate((box) => box.scrollHeight);
  await page.setViewportSize({ width, height: height + 200 });
  await keepScreenshot(page, { path: `${shots}/${name}.png` });
  await page.setViewportSize({ width, height: 800 });
}

/** A museum with one exhibition, made through the admin API: the journey edits it in the admin portal. */
async function museumViaApi(page: Page, width: number) {
  const { access } = await loginAsAdmin(page);
  const slug = `nyanza-palace-${width}-${stamp}`;
  const name = `Nyanza Palace ${width} ${stamp}`;
  const answer = await page.request.post("/api/admin/repository/institutions/", {
    headers: { authorization: `Bearer ${access}` },
    data: {
      kind: "museum",
      slug,
      name,
      description: "The royal residence of the Mwami.",
      place_name: "Nyanza",
      category: "History",
      opening_hours: "8:00 AM - 5:00 PM",
      exhibitions: [{ title: "Royal cows", type: "experience", duration: "30 min" }],
    },
  });
  expect(answer.status()).toBe(201);
  return { slug, name };
}

// One journey across both widths (it ran once per width): the admin edits on a 1280 px
// laptop and the form is checked on a 375 px phone before saving; the public page is read on the
// phone and checked at 1280 px in place.
test("an admin edits a museum's hours and exhibition, and the public page shows them (1280 and 375 px)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const museum = await museumViaApi(page, 1280);
  await page.goto("/admin/dashboard");
  // The first screen of a fresh server on a loaded machine may take longer than an expect's 10 s.
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible({ timeout: 30_000 });
  await openSection(page, "Collections");
  await page.getByRole("tab", { name: "Institutions" }).click();
  await page.getByRole("button", { name: `Edit ${museum.name}` }).click();

  const dialog = page.getByRole("dialog", { name: "Edit institution" });
  const hours = dialog.getByRole("textbox", { name: /Opening hours/ });
  await expect(hours).toHaveValue("8:00 AM - 5:00 PM");
  await hours.fill("9:00 AM - 6:00 PM, every day");
  const first = dialog.getByRole("group", { name: "Exhibition 1" });
  await first.getByRole("textbox", { name: "Title" }).fill("The royal Inyambo cows");
  await first.getByRole("textbox", { name: "Description" }).fill("The long-horned cows and their songs.");
  await dialog.getByRole("button", { name: "Add an exhibition" }).click();
  const second = dialog.getByRole("group", { name: "Exhibition 2" });
  await second.getByRole("textbox", { name: "Title" }).fill("Inside the royal hut");
  await second.getByRole("combobox", { name: "Type" }).selectOption("tour");
  await second.getByRole("checkbox", { name: "Featured" }).check();
  await dialog.getByLabel("Choose a picture").setInputFiles(await pngOf(page, "#7a4a1c", "palace.png"));
  await expect(dialog.getByRole("img", { name: "The chosen cover picture" })).toBeVisible({
    timeout: 60_000,
  });
  await shotOfDialog(page, dialog, "museum-form-1280", 1280);
  // Nothing in the dialog is wider than the screen, on the laptop and on a phone.
  expect(await dialog.evaluate((box) => box.scrollWidth <= box.clientWidth)).toBe(true);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(dialog.getByRole("img", { name: "The chosen cover picture" })).toBeVisible();
  expect(await dialog.evaluate((box) => box.scrollWidth <= box.clientWidth)).toBe(true);
  await shotOfDialog(page, dialog, "museum-form-375", 375);

  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog).toBeHidden();

  await page.goto(`/resources/museums/${museum.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: museum.name })).toBeVisible();
  const visit = page.getByRole("region", { name: "Visit information" });
  await expect(visit.getByText("9:00 AM - 6:00 PM, every day")).toBeVisible();
  await expect(page.getByRole("img", { name: `${museum.name}, Nyanza` })).toBeVisible();
  await page.getByRole("tab", { name: "Virtual Exhibitions" }).click();
  const panel = page.getByRole("tabpanel", { name: "Virtual Exhibitions" });
  const titles = panel.getByRole("heading");
  await expect(titles).toHaveText(["The royal Inyambo cows", "Inside the royal hut"]);
  await expect(panel.getByText("The long-horned cows and their songs.")).toBeVisible();
  await shot(page, "museum-page-375");
  await expectFitsWidths(page, "museum-page");
});
