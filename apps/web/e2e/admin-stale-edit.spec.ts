import { type APIRequestContext, expect, test } from "@playwright/test";
import { openSection } from "./admin-helpers.ts";
import { loginAsAdmin, loginViaApi, registerViaApi } from "./support.ts";

/**
 * Decisions 075 and 232: the admin opens a unique piece's form, a shopper buys it, the admin
 * saves a description fix. The save must not put the sold piece back on sale.
 */
const CHECKOUT = {
  contact_phone: "0788123456",
  delivery_address: "KG 7 Ave 12, Kacyiru, Kigali",
  delivery_district: "Gasabo",
};
/** A 2 × 2 PNG. */
const PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWOYZS8zy16GAUIBABzSA9WRnw6PAAAAAElFTkSuQmCC";

async function shopperWithPieceInCart(request: APIRequestContext, productId: number) {
  const user = await registerViaApi(request);
  const { access } = await loginViaApi(request, user.username, user.password);
  const headers = { Authorization: `Bearer ${access}` };
  const added = await request.post("/api/market/cart/add_item/", {
    headers,
    data: { product_id: productId, quantity: 1 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  return () => request.post("/api/market/orders/", { headers, data: CHECKOUT });
}

test("a description fix saved after the last unit sold goes through and the piece stays sold; a price someone else changed is refused where the admin looks", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const admin = await loginAsAdmin(page);
  const auth = { Authorization: `Bearer ${admin.access}` };
  const [category] = (await (await page.request.get("/api/market/categories/")).json()) as { id: number }[];
  const name = `Inyambo horn ${Date.now().toString(36)}`;
  const created = await page.request.post("/api/market/products/", {
    headers: auth,
    data: { name, price: 120000, stock: 1, category: category!.id, uploaded_images: [PNG] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const piece = (await created.json()) as { id: number };
  const read = async () =>
    (await (await page.request.get(`/api/market/products/${piece.id}/`, { headers: auth })).json()) as {
      stock: number;
      price: string;
      description: string;
      version: number;
    };
  // Two shoppers want it; both have it in their cart while it is still on sale.
  const firstOrder = await shopperWithPieceInCart(page.request, piece.id);
  const secondOrder = await shopperWithPieceInCart(page.request, piece.id);

  await page.goto("/admin/dashboard");
  await openSection(page, "Products");
  await page.getByRole("searchbox", { name: "Search products" }).fill(name);
  await page.getByRole("searchbox", { name: "Search products" }).press("Enter");
  const openForm = async () => {
    await page.getByRole("button", { name: `Edit ${name}` }).click();
    return page.getByRole("dialog", { name: "Edit Product" });
  };
  let form = await openForm();
  await expect(form.getByLabel("Stock", { exact: true })).toHaveValue("1");

  // While the form is open, the first shopper buys the last unit: an unrelated fix is merged (decision 232).
  expect((await firstOrder()).status()).toBe(201);
  await form.getByLabel("Description", { exact: true }).fill("Carved from one horn, Nyanza, 1930s.");
  await form.getByRole("button", { name: "Update Product" }).click();
  await expect(form.getByText("Product updated successfully!")).toBeVisible();
  await expect(form).toBeHidden();
  expect(await read()).toMatchObject({ stock: 0, description: "Carved from one horn, Nyanza, 1930s." });
  const second = await secondOrder();
  expect(second.status(), await second.text()).toBe(409);

  // Another admin raises the price while this one types a new price: a real conflict, refused.
  form = await openForm();
  await expect(form.getByLabel("Price (RWF)", { exact: true })).toHaveValue("120000");
  const other = await page.request.patch(`/api/market/products/${piece.id}/`, {
    headers: auth,
    data: { price: 130000, version: (await read()).version },
  });
  expect(other.status(), await other.text()).toBe(200);
  await form.getByLabel("Price (RWF)", { exact: true }).fill("125000");
  await form.getByRole("button", { name: "Update Product" }).click();
  // Where the admin is looking: at the buttons, with the focus, in view.
  const alert = form.getByRole("alert").filter({ hasText: "This product changed since you opened it" });
  await expect(alert).toBeInViewport();
  await expect(page.locator(":focus")).toContainText("This product changed since you opened it");
  await expect(form.getByRole("list", { name: "Changed since you opened it:" })).toContainText(
    "Price (RWF): 120000 → 130000",
  );
  await expect(form.getByLabel("Price (RWF)", { exact: true })).toHaveValue("125000");
  await form.getByRole("button", { name: "Load the latest values" }).click();
  await expect(form.getByLabel("Price (RWF)", { exact: true })).toHaveValue("125000");
  await expect(form.getByLabel("Description", { exact: true })).toHaveValue(
    "Carved from one horn, Nyanza, 1930s.",
  );
  await form.getByRole("button", { name: "Update Product" }).click();
  await expect(form.getByText("Product updated successfully!")).toBeVisible();
  expect(await read()).toMatchObject({ stock: 0, price: "125000.00" });
});
