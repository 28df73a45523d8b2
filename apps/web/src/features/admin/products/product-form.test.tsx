import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryKeys } from "../../../lib/query-keys.ts";
import { fakeApi, pngFile, renderInDialog } from "../test/fake-api.tsx";
import { sampleProduct } from "../test/samples.ts";
import { ProductForm } from "./product-form.tsx";

const categories = [
  {
    id: 4,
    name: "Agaseke & Basketry",
    slug: "agaseke",
    description: "",
    image: null,
    created_at: "",
    updated_at: "",
    product_count: 0,
  },
];
const saved = sampleProduct();

afterEach(() => vi.unstubAllGlobals());

const imagesInOrder = () =>
  within(screen.getByRole("list", { name: "Images" }))
    .getAllByRole("img")
    .map((img) => img.getAttribute("alt"));

async function addImages(user: ReturnType<typeof userEvent.setup>, files: File[]) {
  await user.upload(screen.getByTestId("product-image-input"), files);
}

/** Fills the new-product form with the same valid basket and presses Add Product. */
async function addPeaceBasket(user: ReturnType<typeof userEvent.setup>, files: File[]) {
  await screen.findByLabelText("Name");
  await addImages(user, files);
  await user.type(screen.getByLabelText("Name"), "Peace basket");
  await user.type(screen.getByLabelText("Price (RWF)"), "15000");
  await user.selectOptions(screen.getByLabelText("Category"), "4");
  await user.click(screen.getByRole("button", { name: "Add Product" }));
}

describe("ProductForm", () => {
  it("starts from product §3's defaults and shows both hints", async () => {
    fakeApi({ "GET /api/market/categories/": { status: 200, body: categories } });
    renderInDialog(<ProductForm onDone={() => {}} />);
    expect(await screen.findByLabelText("Condition")).toHaveValue("new");
    expect(screen.getByLabelText("Stock")).toHaveValue(0);
    // Ratings come from buyers' reviews: the form has no rating field.
    expect(screen.queryByLabelText(/rating/i)).not.toBeInTheDocument();
    expect(screen.getByLabelText("Category")).toHaveValue("");
    expect(screen.getByLabelText("Active (visible in the market)")).toBeChecked();
    expect(screen.getByLabelText("Featured product")).not.toBeChecked();
    expect(
      screen.getByText("First image will be used as primary. You can upload up to 10 images."),
    ).toBeInTheDocument();
    expect(screen.getByText("PNG, JPG up to 2MB")).toBeInTheDocument();
  });

  it("shows product §5's messages and sends nothing", async () => {
    const user = userEvent.setup();
    const calls = fakeApi({ "GET /api/market/categories/": { status: 200, body: categories } });
    renderInDialog(<ProductForm onDone={() => {}} />);
    await user.click(await screen.findByRole("button", { name: "Add Product" }));
    expect(await screen.findByText("At least one image is required")).toBeInTheDocument();
    expect(screen.getByText("Product name is required")).toBeInTheDocument();
    expect(screen.getByText("Price is required")).toBeInTheDocument();
    expect(screen.getByText("Category is required")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Name"), "ab");
    await user.type(screen.getByLabelText("Price (RWF)"), "-5");
    await user.type(screen.getByLabelText("Original price (RWF)"), "-1");
    await user.clear(screen.getByLabelText("Stock"));
    await user.type(screen.getByLabelText("Stock"), "-2");
    await user.click(screen.getByRole("button", { name: "Add Product" }));
    expect(await screen.findByText("Name must be at least 3 characters")).toBeInTheDocument();
    expect(screen.getByText("Price must be a positive number")).toBeInTheDocument();
    expect(screen.getByText("Original price must be a positive number")).toBeInTheDocument();
    expect(screen.getByText("Stock must be a positive number")).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== "GET")).toHaveLength(0);
  });

  it("marks the first image Primary, moves another to the front and removes one", async () => {
    const user = userEvent.setup();
    fakeApi({ "GET /api/market/categories/": { status: 200, body: categories } });
    renderInDialog(<ProductForm onDone={() => {}} />);
    await screen.findByLabelText("Name");
    await addImages(user, [pngFile("red.png"), pngFile("green.png"), pngFile("blue.png")]);
    const list = screen.getByRole("list", { name: "Images" });
    await waitFor(() => expect(within(list).getAllByRole("img")).toHaveLength(3));
    expect(within(list).getAllByText("Primary")).toHaveLength(1);
    const sources = within(list)
      .getAllByRole("img")
      .map((img) => img.getAttribute("src"));
    expect(screen.queryByRole("button", { name: "Set image 1 as primary" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Set image 2 as primary" }));
    expect(
      within(list)
        .getAllByRole("img")
        .map((img) => img.getAttribute("src")),
    ).toEqual([sources[1], sources[0], sources[2]]);
    await user.click(screen.getByRole("button", { name: "Remove image 3" }));
    expect(imagesInOrder()).toEqual(["Image 1", "Image 2"]);
  });

  it("refuses files that are not images, or too big, with the exact texts", async () => {
    const user = userEvent.setup({ applyAccept: false });
    fakeApi({ "GET /api/market/categories/": { status: 200, body: categories } });
    renderInDialog(<ProductForm onDone={() => {}} />);
    await screen.findByLabelText("Name");
    await addImages(user, [new File(["hello"], "fake.png", { type: "image/png" })]);
    expect(await screen.findByText("Please select valid image files")).toBeInTheDocument();
    await addImages(user, [pngFile("huge.png", 2 * 1024 * 1024 + 1)]);
    expect(await screen.findByText("Image size must be less than 2MB")).toBeInTheDocument();
    await addImages(
      user,
      Array.from({ length: 11 }, (_, i) => pngFile(`p${i}.png`)),
    );
    expect(await screen.findByText("You can upload up to 10 images")).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Images" })).getAllByRole("img")).toHaveLength(10);
    expect(screen.queryByRole("button", { name: "Add images" })).not.toBeInTheDocument();
  });

  it("puts the server's field errors, joined, at their fields", async () => {
    const user = userEvent.setup();
    fakeApi({
      "GET /api/market/categories/": { status: 200, body: categories },
      "POST /api/market/products/": {
        status: 400,
        body: {
          name: ["Too plain.", "Pick another."],
          uploaded_images: ["This image no longer exists. Please upload it again."],
        },
      },
    });
    renderInDialog(<ProductForm onDone={() => {}} />);
    await addPeaceBasket(user, [pngFile("a.png")]);
    expect(await screen.findByText("Too plain. Pick another.")).toBeInTheDocument();
    expect(screen.getByText("This image no longer exists. Please upload it again.")).toBeInTheDocument();
  });

  it("says 'Adding...', then 'Product added successfully!' and closes after 1.5 s", async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const calls = fakeApi({
      "GET /api/market/categories/": { status: 200, body: categories },
      "POST /api/market/products/": () =>
        new Promise((resolve) => {
          release = () => resolve({ status: 201, body: saved });
        }),
    });
    const onDone = vi.fn();
    renderInDialog(<ProductForm onDone={onDone} />);
    await addPeaceBasket(user, [pngFile("a.png"), pngFile("b.png")]);
    expect(await screen.findByRole("button", { name: "Adding..." })).toBeDisabled();
    // The 1.5 s count starts once the answer is in, so it is measured from here.
    const answeredAt = Date.now();
    act(() => release());
    expect(await screen.findByText("Product added successfully!", {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText("The product has been added to your marketplace.")).toBeInTheDocument();
    const post = calls.find((call) => call.method === "POST");
    expect(post?.body).toMatchObject({
      name: "Peace basket",
      price: 15000,
      condition: "new",
      stock: 0,
      category: 4,
      is_featured: false,
      is_active: true,
    });
    expect((post!.body as { uploaded_images: string[] }).uploaded_images).toHaveLength(2);
    expect(onDone).not.toHaveBeenCalled();
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce(), { timeout: 3000 });
    expect(Date.now() - answeredAt).toBeGreaterThanOrEqual(1490);
  });

  it("a failure without field errors gets the general message", async () => {
    const user = userEvent.setup();
    fakeApi({
      "GET /api/market/categories/": { status: 200, body: categories },
      "PUT /api/market/products/31/": { status: 500, body: { detail: "boom" } },
    });
    const product = {
      ...saved,
      images: [{ id: 1, image: "/media/a.webp", thumbnail: "/media/a-t.webp", is_primary: true }],
    };
    renderInDialog(<ProductForm product={product as never} onDone={() => {}} />);
    expect(await screen.findByLabelText("Price (RWF)")).toHaveValue(15000);
    await user.click(screen.getByRole("button", { name: "Update Product" }));
    expect(await screen.findByText("Failed to update product. Please try again.")).toBeInTheDocument();
  });

  it("says 'Updating...', then 'Product updated successfully!', keeping the stored images", async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const product = {
      ...saved,
      images: [{ id: 1, image: "/media/a.webp", thumbnail: "/media/a-t.webp", is_primary: true }],
    };
    const calls = fakeApi({
      "GET /api/market/categories/": { status: 200, body: categories },
      "PUT /api/market/products/31/": ({ body }) =>
        new Promise((resolve) => {
          release = () => resolve({ status: 200, body: { ...product, ...(body as object) } });
        }),
    });
    const { queryClient } = renderInDialog(<ProductForm product={product as never} onDone={() => {}} />);
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    const price = await screen.findByLabelText("Price (RWF)");
    await user.clear(price);
    await user.type(price, "18000");
    await user.click(screen.getByRole("button", { name: "Update Product" }));
    expect(await screen.findByRole("button", { name: "Updating..." })).toBeDisabled();
    act(() => release());
    expect(await screen.findByText("Product updated successfully!")).toBeInTheDocument();
    expect(screen.getByText("The product has been updated to your marketplace.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PUT")?.body).toMatchObject({
      price: 18000,
      uploaded_images: ["/media/a.webp"],
    });
    // The admin's carts list shows the product's price: it is refreshed with the product lists.
    for (const queryKey of [queryKeys.products.lists(), queryKeys.adminCarts.lists(), queryKeys.adminStats]) {
      expect(invalidate).toHaveBeenCalledWith({ queryKey });
    }
  });

  it("a failed add without field errors says 'Failed to add product. Please try again.'", async () => {
    const user = userEvent.setup();
    fakeApi({
      "GET /api/market/categories/": { status: 200, body: categories },
      "POST /api/market/products/": { status: 500 },
    });
    renderInDialog(<ProductForm onDone={() => {}} />);
    await addPeaceBasket(user, [pngFile("a.png")]);
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to add product. Please try again.");
  });
});
