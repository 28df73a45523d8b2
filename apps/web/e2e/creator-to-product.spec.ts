import { expect, type Page, test } from "@playwright/test";
import { openSection } from "./admin-helpers.ts";
import { injectSession, type LoginAnswer, loginAsAdmin, registerAndLogin } from "./support.ts";

/**
 * From a person to a piece in the market, at 375 px: a shopper applies as a creator, an
 * admin approves; the creator drafts an item and submits it (over the API: creators.spec.ts walks
 * those screens); the admin publishes it from the review queue and links it to a product in the
 * product form's story panel; the product's details show "The story behind this piece" leading to
 * the item, and the maker's page lists both the item and the product.
 */
test.use({ viewport: { width: 375, height: 800 } });
test.describe.configure({ timeout: 300_000 });
const slow = expect.configure({ timeout: 30_000 });

const stamp = Date.now().toString(36);
const makerName = `Uwase Claudine ${stamp}`;
const itemTitle = `Agaseke of Gitarama ${stamp}`;

async function asAdmin(page: Page, section: string) {
  await loginAsAdmin(page);
  await page.goto("/admin/dashboard");
  await slow(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await openSection(page, section);
}

test("a creator's item reaches a product's story and the maker's page", async ({ page }) => {
  const creator: LoginAnswer = await registerAndLogin(page);
  const own = { Authorization: `Bearer ${creator.access}` };

  // The shopper applies.
  await page.goto("/creators/apply");
  await slow(page.getByRole("heading", { level: 1, name: "Join as Creator" })).toBeVisible();
  await page.getByLabel("Display name").fill(makerName);
  await page.getByLabel("Community").fill("Gitarama");
  await page.getByLabel("What you make, keep or study").fill("Agaseke baskets");
  await page
    .getByLabel("Short statement")
    .fill("I weave Agaseke baskets with the women's cooperative of Gitarama, as my grandmother did.");
  await page.getByRole("button", { name: "Send my application" }).click();
  await slow(page.getByText("Your application to become a creator is waiting for a decision.")).toBeVisible();

  // The admin approves.
  await asAdmin(page, "Creators");
  const application = page.getByRole("article", { name: makerName });
  await application.getByRole("button", { name: "Approve" }).click();
  await slow(application).toBeHidden();

  // The creator drafts an item and submits it.
  const collections = (await (await page.request.get("/api/repository/collections/")).json()) as {
    id: string;
  }[];
  const empty = Object.fromEntries(
    "creator subject description publisher contributor date type format identifier source language relation coverage rights"
      .split(" ")
      .map((element) => [element, []]),
  );
  const draft = await page.request.post("/api/creator/items", {
    headers: own,
    data: {
      type: "object",
      collection: collections[0]!.id,
      dc: { ...empty, title: [itemTitle], description: ["A coiled sisal basket with a pointed lid."] },
    },
  });
  expect(draft.status(), await draft.text()).toBe(201);
  const item = (await draft.json()) as { id: string };
  const submitted = await page.request.post(`/api/creator/items/${item.id}/submit`, { headers: own });
  expect(submitted.status(), await submitted.text()).toBe(200);
  const me = (await (await page.request.get("/api/creator/me", { headers: own })).json()) as {
    creator: { slug: string };
  };

  // The admin publishes it from the review queue.
  await page.reload();
  await slow(page.getByRole("heading", { level: 1, name: "Creators" })).toBeVisible();
  await page.getByRole("tab", { name: "Review queue" }).click();
  await page.getByRole("button", { name: `Open: ${itemTitle}` }).click();
  const review = page.getByRole("dialog", { name: `Review: ${itemTitle}` });
  await review.getByRole("button", { name: "Publish" }).click();
  await slow(review).toBeHidden();

  // The admin links it to a product in the product form's story panel.
  const listing = (await (
    await page.request.get("/api/market/products/?ordering=price&page_size=1")
  ).json()) as {
    results: { id: number; name: string }[];
  };
  const product = listing.results[0]!;
  await openSection(page, "Products");
  await page.getByRole("searchbox", { name: "Search products" }).fill(product.name);
  await page.getByRole("searchbox", { name: "Search products" }).press("Enter");
  await page.getByRole("button", { name: `Edit ${product.name}` }).click();
  const story = page
    .getByRole("dialog", { name: "Edit Product" })
    .getByRole("region", { name: "The story behind this piece" });
  await slow(story.getByRole("combobox", { name: "Maker" })).toBeEnabled();
  await story.getByRole("combobox", { name: "Maker" }).selectOption(me.creator.slug);
  await story.getByRole("searchbox", { name: "Find an item to link" }).fill(itemTitle);
  await slow(story.getByRole("button", { name: `Link ${itemTitle}` })).toBeVisible();
  await story.getByRole("button", { name: `Link ${itemTitle}` }).click();
  await expect(story.getByRole("list", { name: "Linked repository items" })).toContainText(itemTitle);
  await story.getByRole("button", { name: "Save the story" }).click();
  await slow(page.getByText("Story saved", { exact: true })).toBeVisible();

  // Anyone: the product's details tell its story and lead to the item.
  await injectSession(page, creator);
  await page.goto(`/market?product=${product.id}`);
  const details = page.getByRole("dialog", { name: product.name });
  const told = details.getByRole("region", { name: "The story behind this piece" });
  await slow(told.getByRole("link", { name: `${makerName}, maker's page` })).toHaveAttribute(
    "href",
    `/makers/${me.creator.slug}`,
  );
  await told.getByRole("link", { name: itemTitle }).click();
  await slow(page.getByRole("heading", { level: 1, name: itemTitle })).toBeVisible();

  // The maker's page lists the item and the product.
  await page.goto(`/makers/${me.creator.slug}`);
  await slow(page.getByRole("heading", { level: 1, name: makerName })).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(itemTitle) }).first()).toBeVisible();
  const market = page.getByRole("region", { name: "In the market" });
  await expect(market.getByRole("link").filter({ hasText: product.name })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
});
