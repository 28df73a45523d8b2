import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryKeys } from "../../../lib/query-keys.ts";
import { fakeApi, pngFile, renderInDialog } from "../test/fake-api.tsx";
import { sampleCategory } from "../test/samples.ts";
import { CategoryForm } from "./category-form.tsx";

const existing = sampleCategory({ product_count: 3 });

afterEach(() => vi.unstubAllGlobals());
/** How long a find waits for an answer to render on a busy machine (not a measured time). */
const SLOW = { timeout: 5000 };

const imageInput = () => screen.getByLabelText(/Image/, { selector: "input" });

describe("CategoryForm", () => {
  it("makes the slug from the name with one random suffix while adding", async () => {
    const user = userEvent.setup();
    fakeApi({});
    renderInDialog(<CategoryForm onDone={() => {}} random={() => 0.5} />);
    await user.type(screen.getByLabelText("Name"), "Agaseke Baskets!");
    // generateCategorySlug: lower case, hyphens, then "_" and a 6-character base-36 suffix.
    expect(screen.getByLabelText("Slug")).toHaveValue("agaseke-baskets_i00000");
    await user.clear(screen.getByLabelText("Slug"));
    await user.type(screen.getByLabelText("Slug"), "baskets");
    await user.type(screen.getByLabelText("Name"), " 2");
    expect(screen.getByLabelText("Slug")).toHaveValue("baskets");
  });

  it("shows the slug read-only when editing", async () => {
    fakeApi({});
    renderInDialog(<CategoryForm category={existing} onDone={() => {}} />);
    expect(screen.getByLabelText("Slug")).toHaveValue("imigongo-art");
    expect(screen.getByLabelText("Slug")).toHaveAttribute("readonly");
    expect(screen.getByRole("button", { name: "Update Category" })).toBeInTheDocument();
  });

  it("checks product §5's rules with their texts", async () => {
    const user = userEvent.setup({ applyAccept: false });
    fakeApi({});
    renderInDialog(<CategoryForm onDone={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Add Category" }));
    expect(await screen.findByText("Category name is required")).toBeInTheDocument();
    expect(screen.getByText("Slug is required")).toBeInTheDocument();
    expect(screen.getByText("Category image is required")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Name"), "ab");
    await user.clear(screen.getByLabelText("Slug"));
    await user.type(screen.getByLabelText("Slug"), "no spaces");
    await user.upload(imageInput(), new File(["text"], "x.png", { type: "image/png" }));
    expect(await screen.findByText("Please select a valid image file")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add Category" }));
    expect(await screen.findByText("Name must be at least 3 characters")).toBeInTheDocument();
    expect(
      screen.getByText("Slug can only contain letters, numbers, hyphens and underscores"),
    ).toBeInTheDocument();
    await user.upload(imageInput(), pngFile("big.png", 2 * 1024 * 1024 + 1));
    expect(await screen.findByText("Image size must be less than 2MB")).toBeInTheDocument();
  });

  it("shows success for 1 s, then refreshes the list and closes", async () => {
    const user = userEvent.setup();
    const calls = fakeApi({ "POST /api/market/categories/": { status: 201, body: { ...existing, id: 12 } } });
    const onDone = vi.fn();
    const { queryClient } = renderInDialog(<CategoryForm onDone={onDone} random={() => 0} />);
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    await user.type(screen.getByLabelText("Name"), "Inanga zithers");
    await user.upload(imageInput(), pngFile("inanga.png"));
    await user.click(screen.getByRole("button", { name: "Add Category" }));
    expect(await screen.findByText("Category added successfully!")).toBeInTheDocument();
    expect(screen.getByText("The category has been added to your marketplace.")).toBeInTheDocument();
    expect(calls[0]?.body).toMatchObject({
      name: "Inanga zithers",
      slug: "inanga-zithers_000000",
      description: "",
    });
    expect((calls[0]!.body as { image: string }).image).toMatch(/^data:image\/png;base64,/);
    expect(onDone).not.toHaveBeenCalled();
    expect(invalidate).not.toHaveBeenCalled();
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce(), { timeout: 2000 });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.categories.lists() });
  });

  it("puts server field errors at their fields and says when the network is down", async () => {
    const user = userEvent.setup();
    fakeApi({
      "PUT /api/market/categories/9/": [
        { status: 400, body: { name: ["Name must be at most 100 characters", "Try again."] } },
        () => Promise.reject(new TypeError("Failed to fetch")),
        { status: 500 },
      ],
    });
    renderInDialog(<CategoryForm category={existing} onDone={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Update Category" }));
    expect(await screen.findByText("Name must be at most 100 characters Try again.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Update Category" }));
    expect(await screen.findByText("Network error. Please check your connection.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Update Category" }));
    expect(await screen.findByText("Failed to update category. Please try again.")).toBeInTheDocument();
  });

  it("sends the version; after another admin's change, shows it and reloads keeping what was typed", async () => {
    const user = userEvent.setup();
    const current = { ...existing, name: "Imigongo", description: "Relief art", version: 2 };
    const calls = fakeApi({
      "PUT /api/market/categories/9/": [
        { status: 409, body: { detail: "This category changed since you opened it", current } },
        { status: 200, body: { ...current, version: 3 } },
      ],
    });
    renderInDialog(<CategoryForm category={existing} onDone={() => {}} />);
    await user.clear(screen.getByLabelText("Description"));
    await user.type(screen.getByLabelText("Description"), "Cow dung");
    await user.click(screen.getByRole("button", { name: "Update Category" }));
    expect(await screen.findByRole("alert", {}, SLOW)).toHaveTextContent(
      "This category changed since you opened it",
    );
    expect(screen.getByText("Name: Imigongo Art → Imigongo")).toBeInTheDocument();
    expect(screen.getByText("Description: Relief paintings → Relief art")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Load the latest values" }));
    expect(screen.getByLabelText("Name")).toHaveValue("Imigongo");
    expect(screen.getByLabelText("Description")).toHaveValue("Cow dung");
    await user.click(screen.getByRole("button", { name: "Update Category" }));
    expect(await screen.findByText("Category updated successfully!", {}, SLOW)).toBeInTheDocument();
    const puts = calls.filter((call) => call.method === "PUT").map((call) => call.body);
    expect(puts).toEqual([
      expect.objectContaining({ name: "Imigongo Art", version: 1 }),
      expect.objectContaining({ name: "Imigongo", description: "Cow dung", version: 2 }),
    ]);
  }, 20_000);

  it("writes the name in Kinyarwanda first, with a French translation from its tab (decision 105)", {
    timeout: 20_000,
  }, async () => {
    const user = userEvent.setup();
    const calls = fakeApi({ "POST /api/market/categories/": { status: 201, body: { ...existing, id: 13 } } });
    renderInDialog(<CategoryForm onDone={() => {}} random={() => 0} />);
    await user.selectOptions(screen.getByLabelText("Original language"), "rw");
    expect(screen.getByRole("tab", { name: /^Ikinyarwanda/ })).toHaveAttribute("aria-selected", "true");
    await user.type(screen.getByLabelText("Name"), "Ibibumbano");
    // The slug comes from the original language's name.
    expect(screen.getByLabelText("Slug")).toHaveValue("ibibumbano_000000");
    await user.click(screen.getByRole("tab", { name: /^Français/ }));
    await user.type(screen.getByLabelText("Name"), "Poterie");
    await user.type(screen.getByLabelText("Description"), "Pots en argile");
    await user.upload(imageInput(), pngFile("pots.png"));
    await user.click(screen.getByRole("button", { name: "Add Category" }));
    expect(await screen.findByText("Category added successfully!", {}, SLOW)).toBeInTheDocument();
    expect(calls[0]?.body).toMatchObject({
      name: "Ibibumbano",
      original_language: "rw",
      translations: { fr: { name: "Poterie", description: "Pots en argile" } },
    });
  });
});
