import { expect, test } from "@playwright/test";
import { openSection, signInAsAdmin } from "./admin-helpers.ts";
import { registerViaApi, uniqueUser } from "./support.ts";

test("edit and delete a customer, searching by name, username or email", async ({ page }) => {
  const customer = await registerViaApi(page.request, uniqueUser("umuhire"));
  await signInAsAdmin(page);
  await openSection(page, "Customers");
  const search = page.getByRole("searchbox", { name: "Search customers" });

  await search.fill(customer.username.toUpperCase());
  const row = page.getByRole("row", { name: new RegExp(customer.username) });
  await expect(row).toBeVisible();
  await expect(page.getByText("1 customer", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: `Edit ${customer.username}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Customer" });
  await expect(dialog.getByLabel("First name")).toHaveValue(customer.first_name);
  await dialog.getByLabel("Email*").fill("not-an-email");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
  const email = `claudine.${customer.username}@example.rw`.toLowerCase();
  await dialog.getByLabel("First name").fill("Claudine");
  await dialog.getByLabel("Last name").fill("Uwera");
  await dialog.getByLabel("Email*").fill(email);
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog).toBeHidden();

  await search.fill("claudine uwera");
  await expect(page.getByRole("row", { name: new RegExp(customer.username) })).toContainText(email);
  await expect(page.getByRole("row", { name: new RegExp(customer.username) })).toContainText(
    "Claudine Uwera",
  );

  await page.getByRole("button", { name: `Delete ${customer.username}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Are you sure you want to delete this customer?" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await search.fill(customer.username);
  await expect(page.getByText("No matching customers found")).toBeVisible();
});
