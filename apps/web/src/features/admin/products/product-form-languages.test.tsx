import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, pngFile, renderInDialog } from "../test/fake-api.tsx";
import { sampleCategory, sampleProduct } from "../test/samples.ts";
import { ProductForm } from "./product-form.tsx";

/** Decision 105 in the admin's product form: the texts in rw, en and fr, one tab each. */
const categories = [sampleCategory({ id: 4, name: "Agaseke & Basketry" })];
afterEach(() => vi.unstubAllGlobals());

const tab = (name: RegExp) => screen.getByRole("tab", { name });
const posted = (calls: Array<{ method: string; body: unknown }>) =>
  calls.find((call) => call.method === "POST")?.body as Record<string, unknown> | undefined;

async function fillTheRest(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(screen.getByTestId("product-image-input"), [pngFile("a.png")]);
  await user.type(screen.getByLabelText("Price (RWF)"), "15000");
  await user.selectOptions(screen.getByLabelText("Category"), "4");
}

// Each test types into several fields: on a busy machine that takes longer than the default 5 s.
describe("the product form’s language tabs", { timeout: 20_000 }, () => {
  it("opens on the original language's tab, marked required, the two others optional", async () => {
    fakeApi({ "GET /api/market/categories/": { status: 200, body: categories } });
    renderInDialog(<ProductForm onDone={() => {}} />);
    const tabs = await screen.findByRole("tablist", { name: "Name and description in each language" });
    expect(
      within(tabs)
        .getAllByRole("tab")
        .map((t) => t.textContent),
    ).toEqual(["Ikinyarwandaoptional", "Englishrequired", "Françaisoptional"]);
    expect(tab(/^English/)).toHaveAttribute("aria-selected", "true");
    expect(screen.getByLabelText("Original language")).toHaveValue("en");
    expect(screen.getByRole("tabpanel")).toContainElement(screen.getByLabelText("Name"));
  });

  it("shows the field message of a missing original-language name on its tab, and sends nothing", async () => {
    const user = userEvent.setup();
    const calls = fakeApi({ "GET /api/market/categories/": { status: 200, body: categories } });
    renderInDialog(<ProductForm onDone={() => {}} />);
    await screen.findByLabelText("Name");
    await fillTheRest(user);
    // Written first in Kinyarwanda; only an English name is typed.
    await user.selectOptions(screen.getByLabelText("Original language"), "rw");
    expect(tab(/^Ikinyarwanda/)).toHaveAccessibleName("Ikinyarwanda required");
    await user.click(tab(/^English/));
    await user.type(screen.getByLabelText("Name"), "Peace basket");
    await user.click(screen.getByRole("button", { name: "Add Product" }));

    expect(await screen.findByText("Product name is required")).toBeVisible();
    expect(tab(/^Ikinyarwanda/)).toHaveAttribute("aria-selected", "true");
    expect(tab(/^Ikinyarwanda/)).toHaveAccessibleName("Ikinyarwanda has an error required");
    await waitFor(() => expect(screen.getByLabelText("Name")).toHaveFocus(), { timeout: 3000 });
    expect(screen.getByLabelText("Name")).toHaveAttribute("lang", "rw");
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);

    // The English name typed before is still there.
    await user.click(tab(/^English/));
    expect(screen.getByLabelText("Name")).toHaveValue("Peace basket");
  });

  it("sends an optional French description in translations, reached with the arrow keys", async () => {
    const user = userEvent.setup();
    const calls = fakeApi({
      "GET /api/market/categories/": { status: 200, body: categories },
      "POST /api/market/products/": { status: 201, body: sampleProduct() },
    });
    renderInDialog(<ProductForm onDone={() => {}} />);
    await user.type(await screen.findByLabelText("Name"), "Peace basket");
    await fillTheRest(user);

    tab(/^English/).focus();
    await user.keyboard("{ArrowRight}");
    expect(tab(/^Français/)).toHaveAttribute("aria-selected", "true");
    expect(tab(/^Français/)).toHaveFocus();
    await user.type(screen.getByLabelText("Name"), "Panier de la paix");
    await user.type(screen.getByLabelText("Description"), "Tressé à la main à Kigali");
    await user.click(screen.getByRole("button", { name: "Add Product" }));

    await waitFor(() => expect(posted(calls)).toBeDefined());
    expect(posted(calls)).toMatchObject({
      name: "Peace basket",
      description: "",
      original_language: "en",
      translations: { fr: { name: "Panier de la paix", description: "Tressé à la main à Kigali" } },
    });
    // The untouched Kinyarwanda tab is no translation.
    expect(posted(calls)?.translations).not.toHaveProperty("rw");
  });

  it("asks a French description for its French name", async () => {
    const user = userEvent.setup();
    const calls = fakeApi({ "GET /api/market/categories/": { status: 200, body: categories } });
    renderInDialog(<ProductForm onDone={() => {}} />);
    await user.type(await screen.findByLabelText("Name"), "Peace basket");
    await fillTheRest(user);
    await user.click(tab(/^Français/));
    await user.type(screen.getByLabelText("Description"), "Tressé à la main");
    await user.click(tab(/^English/));
    await user.click(screen.getByRole("button", { name: "Add Product" }));

    expect(await screen.findByText("Each translation needs a name")).toBeVisible();
    expect(tab(/^Français/)).toHaveAttribute("aria-selected", "true");
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);
  });

  it("edits the texts as written, not as served in the admin's language", async () => {
    const user = userEvent.setup();
    const product = sampleProduct({
      // Served in French to an admin reading French; written first in English.
      name: "Panier de la paix",
      language: "fr",
      original_language: "en",
      translations: {
        en: { name: "Peace basket", description: "Woven in Kigali" },
        fr: { name: "Panier de la paix", description: "Tressé à Kigali" },
      },
      images: [
        {
          id: 1,
          image: "/media/a.webp",
          thumbnail: "/media/a-t.webp",
          is_primary: true,
          width: null,
          height: null,
          srcset: null,
        },
      ],
    });
    const calls = fakeApi({
      "GET /api/market/categories/": { status: 200, body: categories },
      "PUT /api/market/products/31/": { status: 200, body: product },
    });
    renderInDialog(<ProductForm product={product} onDone={() => {}} />);
    expect(await screen.findByLabelText("Name")).toHaveValue("Peace basket");
    await user.click(tab(/^Français/));
    expect(screen.getByLabelText("Name")).toHaveValue("Panier de la paix");
    await user.click(screen.getByRole("button", { name: "Update Product" }));

    await waitFor(() => expect(calls.some((call) => call.method === "PUT")).toBe(true));
    expect(calls.find((call) => call.method === "PUT")?.body).toMatchObject({
      name: "Peace basket",
      description: "Woven in Kigali",
      original_language: "en",
      translations: { fr: { name: "Panier de la paix", description: "Tressé à Kigali" } },
    });
  });
});
