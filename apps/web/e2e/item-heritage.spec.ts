import { expect, test } from "@playwright/test";
import { openSection } from "./admin-helpers.ts";
import {
  ADMIN,
  approvedCreatorViaApi,
  expectNoSeriousAxeViolations,
  loginAsAdmin,
  loginViaApi,
} from "./support.ts";

// An item's page shows the Local Contexts labels its community placed (icon, name,
// explanation, link to the meaning) and "Made today in this tradition", the market's products linked
// to it, each opening its details in the market, where "The story behind this piece" names the maker
// and links back to the item. The maker, the item, its labels and the link are set over the API.

const stamp = Date.now().toString(36);
const title = `Imigongo of Nyakarambi ${stamp}`;
const makerName = `Mukamana Josée ${stamp}`;
let makerSlug = "";
let slug = "";
let product = { id: 0, name: "" };

test.beforeAll(async ({ request }) => {
  const { access } = await loginViaApi(request, ADMIN.username, ADMIN.password);
  const headers = { Authorization: `Bearer ${access}` };
  const collections = (await (await request.get("/api/repository/collections/")).json()) as {
    id: string;
    slug: string;
  }[];
  const collection = collections.find((c) => c.slug === "ethnographic-museum-collection");
  expect(collection).toBeDefined();
  const empty = Object.fromEntries(
    "creator subject description publisher contributor date type format identifier source language relation coverage rights"
      .split(" ")
      .map((element) => [element, []]),
  );
  const created = await request.post("/api/admin/repository/items", {
    headers,
    data: {
      type: "intangible_practice",
      collection: collection!.id,
      published: true,
      dc: { ...empty, title: [title], description: ["Cow-dung relief panels of the east."] },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const item = (await created.json()) as { id: string; slug: string };
  slug = item.slug;

  const labelled = await request.put(`/api/protocols/items/${item.id}`, {
    headers,
    data: { access: "public", labels: ["tk_attribution", "bc_provenance"] },
  });
  expect(labelled.status(), await labelled.text()).toBe(200);

  const page = (await (await request.get("/api/market/products/?ordering=-price&page_size=1")).json()) as {
    results: { id: number; name: string }[];
  };
  product = page.results[0]!;
  expect(product).toBeDefined();
  // A shopper who applies as a creator and is approved: the piece's maker.
  makerSlug = (
    await approvedCreatorViaApi(request, {
      display_name: makerName,
      community: "Nyakarambi",
      practice: "Imigongo panels",
      statement: "I paint Imigongo panels with the cooperative of Nyakarambi, as my mother taught me.",
    })
  ).slug;

  const linked = await request.put(`/api/admin/products/${product.id}/story`, {
    headers,
    data: { maker: makerSlug, items: [item.id] },
  });
  expect(linked.status(), await linked.text()).toBe(200);
});

test("a visitor reads the item's labels, opens a piece made today in its tradition and its story leads back", async ({
  page,
}) => {
  await page.goto(`/resources/items/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  const labels = page.getByRole("region", { name: "Traditional Knowledge and Biocultural labels" });
  await expect(labels.getByText("TK Attribution", { exact: true })).toBeVisible();
  await expect(
    labels.getByText("The community asks that this knowledge be credited to them whenever it is used."),
  ).toBeVisible();
  await expect(labels.locator("[data-label-icon='bc_provenance']")).toBeVisible();
  await expect(
    labels.getByRole("link", { name: "What TK Attribution means, on localcontexts.org" }),
  ).toHaveAttribute("href", "https://localcontexts.org/label/tk-attribution/");

  await expectNoSeriousAxeViolations(page);

  const madeToday = page.getByRole("region", { name: "Made today in this tradition" });
  await madeToday.getByRole("link", { name: product.name }).click();
  await expect(page).toHaveURL(new RegExp(`/market\\?product=${product.id}$`));
  const dialog = page.getByRole("dialog", { name: product.name });
  await expect(dialog).toBeVisible({ timeout: 30_000 });

  const story = dialog.getByRole("region", { name: "The story behind this piece" });
  await expect(story.getByText("Imigongo panels")).toBeVisible();
  await expect(story.getByRole("link", { name: `${makerName}, maker's page` })).toHaveAttribute(
    "href",
    `/makers/${makerSlug}`,
  );
  await story.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
});

test("the maker's page lists the pieces they make, each opening in the market", async ({ page }) => {
  await page.goto(`/makers/${makerSlug}`);
  await expect(page.getByRole("heading", { level: 1, name: makerName })).toBeVisible({ timeout: 30_000 });
  const market = page.getByRole("region", { name: "In the market" });
  await market.getByRole("link").filter({ hasText: product.name }).click();
  await expect(page.getByRole("dialog", { name: product.name })).toBeVisible({ timeout: 30_000 });
});

test("in Kinyarwanda the labels and the section read in Kinyarwanda", async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("lang", "rw"));
  await page.goto(`/resources/items/${slug}`);
  await expect(page.getByRole("region", { name: "Ibikorwa muri iki gihe muri uyu muco" })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText("TK Attribution (Kuvuga inkomoko)", { exact: true })).toBeVisible();
});

test("an admin sets the item's labels in the item form; its page shows them", async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible({ timeout: 30_000 });
  await openSection(page, "Collections");
  await page.getByRole("tab", { name: "Items" }).click();
  await page.getByRole("searchbox", { name: "Search items" }).fill(title);
  await page.getByRole("button", { name: "Apply Filters" }).click();
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  const protocols = page
    .getByRole("dialog", { name: "Edit item" })
    .getByRole("region", { name: "Cultural protocols" });
  await expect(protocols.getByRole("checkbox", { name: "TK Attribution" })).toBeChecked({ timeout: 30_000 });
  await protocols.getByRole("checkbox", { name: "TK Community Voice" }).check();
  await protocols.getByRole("button", { name: "Save protocols" }).click();
  await expect(page.getByText("Protocols saved", { exact: true })).toBeVisible({ timeout: 30_000 });

  await page.goto(`/resources/items/${slug}`);
  const labels = page.getByRole("region", { name: "Traditional Knowledge and Biocultural labels" });
  await expect(labels.getByText("TK Community Voice", { exact: true })).toBeVisible({ timeout: 30_000 });
});

test("an admin sees the product's maker and linked item in the product form and saves them", async ({
  page,
}) => {
  await loginAsAdmin(page);
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible({ timeout: 30_000 });
  await openSection(page, "Products");
  await page.getByRole("searchbox", { name: "Search products" }).fill(product.name);
  await page.getByRole("searchbox", { name: "Search products" }).press("Enter");
  await page.getByRole("button", { name: `Edit ${product.name}` }).click();
  const story = page
    .getByRole("dialog", { name: "Edit Product" })
    .getByRole("region", { name: "The story behind this piece" });
  await expect(story.getByRole("combobox", { name: "Maker" })).toHaveValue(makerSlug, { timeout: 30_000 });
  await expect(story.getByRole("list", { name: "Linked repository items" })).toContainText(title);
  await story.getByRole("button", { name: "Save the story" }).click();
  await expect(page.getByText("Story saved", { exact: true })).toBeVisible({ timeout: 30_000 });
});
