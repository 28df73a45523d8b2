import { expect, test } from "@playwright/test";
import { ADMIN, loginViaApi } from "./support.ts";

// The gallery, the repository home and the library read the repository's items
// (decision 123), so what an institution publishes appears there and opens its own page.

const stamp = Date.now().toString(36);
const artwork = `Festival of the first harvest ${stamp}`;
const book = `Tales of the hills ${stamp}`;

test.beforeAll(async ({ request }) => {
  const { access } = await loginViaApi(request, ADMIN.username, ADMIN.password);
  const collections = (await (await request.get("/api/repository/collections/")).json()) as {
    id: string;
    slug: string;
  }[];
  // A museum's own collection, not the platform's gallery or library.
  const museum = collections.find((c) => c.slug === "ethnographic-museum-collection");
  expect(museum).toBeDefined();
  const empty = Object.fromEntries(
    "creator subject description publisher contributor date type format identifier source language relation coverage rights"
      .split(" ")
      .map((element) => [element, []]),
  );
  for (const [type, title, dc] of [
    ["artwork", artwork, { creator: ["Umuhanzi Kamana"], subject: ["Festivals"], date: ["2025"] }],
    ["book", book, { creator: ["Mukandori Grace"] }],
  ] as const) {
    const answer = await request.post("/api/admin/repository/items", {
      headers: { Authorization: `Bearer ${access}` },
      data: { type, collection: museum!.id, published: true, dc: { ...empty, ...dc, title: [title] } },
    });
    expect(answer.status(), await answer.text()).toBe(201);
  }
});

test("an artwork a museum publishes is in the gallery's category and opens its own page", async ({
  page,
}) => {
  await page.goto("/resources/gallery?category=Festivals");
  const card = page.getByRole("heading", { level: 3, name: artwork });
  await expect(card).toBeVisible();
  await expect(page.getByText("Umuhanzi Kamana, 2025")).toBeVisible();
  await page.getByRole("link", { name: `View details of ${artwork}` }).click();
  await expect(page).toHaveURL(/\/resources\/items\/festival-of-the-first-harvest-/);
  await expect(page.getByRole("heading", { level: 1, name: artwork })).toBeVisible();
});

test("the repository home's newest artworks start with it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/resources/home");
  const carousel = page.getByRole("region", { name: "Newest artworks" });
  await expect(carousel.getByRole("listitem").first()).toContainText(artwork);
  const festivals = page.getByRole("region", { name: "Featured art categories" }).getByRole("link", {
    name: /^Festivals/,
  });
  await expect(festivals).toHaveAttribute("href", "/resources/gallery?category=Festivals");
});

test("a book a museum publishes is in the library and opens its own page", async ({ page }) => {
  await page.goto("/resources/library");
  const link = page.getByRole("link", { name: book });
  await expect(link).toBeVisible();
  await expect(page.getByText("by Mukandori Grace")).toBeVisible();
  await link.click();
  await expect(page.getByRole("heading", { level: 1, name: book })).toBeVisible();
});
