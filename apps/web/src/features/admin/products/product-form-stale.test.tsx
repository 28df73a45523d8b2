import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderInDialog } from "../test/fake-api.tsx";
import { sampleCategory, sampleProduct } from "../test/samples.ts";
import { ProductForm } from "./product-form.tsx";

afterEach(() => vi.unstubAllGlobals());
/** How long a find waits for an answer to render on a busy machine (not a measured time). */
const SLOW = { timeout: 5000 };

const categories = [sampleCategory({ id: 4, name: "Agaseke & Basketry" })];
const opened = sampleProduct({
  stock: 1,
  version: 3,
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
// Meanwhile a shopper bought the last one and another admin raised the price.
const current = { ...opened, stock: 0, price: "16000.00", version: 5 };
const changed = { status: 409, body: { detail: "This product changed since you opened it", current } };

// Many steps of typing and clicking in jsdom: more than the default 5 s on a busy machine.
describe("ProductForm saved after the product changed (decision 075)", () => {
  it("sends the version, shows what changed, reloads keeping what was typed, then saves", async () => {
    const user = userEvent.setup();
    const calls = fakeApi({
      "GET /api/market/categories/": { status: 200, body: categories },
      "PUT /api/market/products/31/": [
        changed,
        async ({ body }) => ({ status: 200, body: { ...current, ...(body as object), version: 6 } }),
      ],
    });
    renderInDialog(<ProductForm product={opened} onDone={() => {}} />);
    await user.type(await screen.findByLabelText("Description"), "Horn");
    await user.click(screen.getByRole("button", { name: "Update Product" }));

    expect(await screen.findByRole("alert", {}, SLOW)).toHaveTextContent(
      "This product changed since you opened it",
    );
    const list = screen.getByRole("list", { name: "Changed since you opened it:" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Price (RWF): 15000 → 16000", "Stock: 1 → 0"]);
    // The values as loaded go with it: the server merges what changed since (decision 232).
    expect(calls.find((call) => call.method === "PUT")?.body).toMatchObject({
      stock: 1,
      version: 3,
      base: { stock: 1, price: 15000, uploaded_images: ["/media/a.webp"] },
    });
    // Where the admin is looking: the notice has the focus and sits just before the buttons.
    const notice = screen.getByRole("alert").closest("[tabindex='-1']");
    expect(notice).toHaveFocus();
    const update = screen.getByRole("button", { name: "Update Product" });
    expect(notice!.compareDocumentPosition(update) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      notice!.compareDocumentPosition(screen.getByLabelText("Stock")) & Node.DOCUMENT_POSITION_PRECEDING,
    ).toBeTruthy();
    expect(screen.queryByText("Product updated successfully!")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Load the latest values" }));
    expect(screen.getByLabelText("Stock")).toHaveValue(0);
    expect(screen.getByLabelText("Price (RWF)")).toHaveValue(16000);
    expect(screen.getByLabelText("Description")).toHaveValue("Horn");
    expect(screen.getByRole("status")).toHaveTextContent("The latest values are loaded");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Update Product" }));
    expect(await screen.findByText("Product updated successfully!", {}, SLOW)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "PUT")[1]?.body).toMatchObject({
      description: "Horn",
      stock: 0,
      price: 16000,
      version: 5,
      uploaded_images: ["/media/a.webp"],
    });
  }, 20_000);

  it("keeps a stock the admin typed, and names the sale so they can decide", async () => {
    const user = userEvent.setup();
    const calls = fakeApi({
      "GET /api/market/categories/": { status: 200, body: categories },
      "PUT /api/market/products/31/": changed,
    });
    renderInDialog(<ProductForm product={opened} onDone={() => {}} />);
    const stock = await screen.findByLabelText("Stock");
    await user.clear(stock);
    await user.type(stock, "3");
    await user.click(screen.getByRole("button", { name: "Update Product" }));
    expect(await screen.findByText("Stock: 1 → 0", {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Load the latest values" }));
    expect(screen.getByLabelText("Stock")).toHaveValue(3);
    expect(screen.getByLabelText("Price (RWF)")).toHaveValue(16000);
    expect(calls.filter((call) => call.method === "PUT")).toHaveLength(1);
  }, 20_000);
});
