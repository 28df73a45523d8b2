import { expect, test } from "@playwright/test";
import { expectNoSidewaysScroll, keepScreenshot, registerAndLogin } from "./support.ts";

/** A library book that the market sells can be bought from the library (decision 178). */

type ApiBook = { slug: string; title: string; for_sale: { id: number; name: string; price: number } | null };
type ApiCart = { items: { product: { id: number }; quantity: number }[] };

test("from the library to a book's page, the book goes into the cart", async ({ page, request }) => {
  test.setTimeout(90_000);
  const session = await registerAndLogin(page);
  const books = (
    (await (await request.get("/api/repository/items/?type=book")).json()) as { results: ApiBook[] }
  ).results;
  const book = books.find((entry) => entry.title === "A Kinyarwanda Phrasebook");
  if (!book?.for_sale) throw new Error("the demo phrasebook is not linked to its market product");
  // The demo books the market does not sell stay without an offer.
  expect(books.find((entry) => entry.title === "The Weaver's Daughter")?.for_sale).toBeNull();
  const product = book.for_sale;

  // At a phone's width, where a card is half the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/resources/library");
  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: book.title, exact: true }) });
  await expect(card.getByText(`RWF ${product.price.toLocaleString("en-US")}`)).toBeVisible();
  await expect(card.getByRole("button", { name: `Add to Cart: ${book.title}` })).toBeVisible();
  await expect(card.getByRole("link", { name: "See it in the market" })).toHaveAttribute(
    "href",
    `/market?product=${product.id}`,
  );

  await expectNoSidewaysScroll(page);
  await card.scrollIntoViewIfNeeded();
  await keepScreenshot(page, { path: test.info().outputPath("library-book-card-375.png") });

  await card.getByRole("link", { name: book.title, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: book.title })).toBeVisible();
  const offer = page.getByRole("region", { name: "Buy this book" });
  await expect(offer.getByText(`Price: RWF ${product.price.toLocaleString("en-US")}`)).toBeVisible();
  await offer.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText(`1 ${product.name} added to cart`, { exact: true })).toBeVisible();
  await keepScreenshot(page, { path: test.info().outputPath("library-book-added.png") });

  const cart = (await (
    await request.get("/api/market/cart/my_cart/", { headers: { authorization: `Bearer ${session.access}` } })
  ).json()) as ApiCart;
  expect(cart.items.map((line) => [line.product.id, line.quantity])).toContainEqual([product.id, 1]);
});
