import type { Category } from "@heritage/domain/catalog";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, pngFile, renderSection } from "../test/fake-api.tsx";
import { sampleCategory } from "../test/samples.ts";
import CategoriesSection from "./categories-section.tsx";

const imigongo = sampleCategory();

afterEach(() => vi.unstubAllGlobals());

const ok = (body: unknown, status = 200) => Promise.resolve({ status, body });
// The list is hidden from the accessibility tree while a dialog is open, hence the wait.
const list = () => screen.findByRole("list", { name: "Categories" });
const dialog = () => screen.getByRole("dialog");

/** A server whose category list changes with the POST/PUT it is sent. */
function categoryServer(rows: Category[]) {
  return fakeApi({
    "GET /api/market/categories/": () => ok(rows),
    "POST /api/market/categories/": () => {
      const added = { ...imigongo, id: 12, name: "Inanga zithers", slug: "inanga-zithers_000000" };
      rows.push(added);
      return ok(added, 201);
    },
    "PUT /api/market/categories/9/": () => {
      rows[0] = { ...imigongo, description: "Cow-dung relief" };
      return ok(rows[0]);
    },
  });
}

describe("CategoriesSection", () => {
  it("shows a new category even when the dialog is closed during the 1 s success message", async () => {
    const user = userEvent.setup();
    categoryServer([imigongo]);
    renderSection(<CategoriesSection />);
    expect(within(await list()).getByText("Imigongo Art")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Add Category" }));
    await user.type(within(dialog()).getByLabelText("Name"), "Inanga zithers");
    await user.upload(within(dialog()).getByLabelText(/Image/, { selector: "input" }), pngFile("i.png"));
    await user.click(within(dialog()).getByRole("button", { name: "Add Category" }));
    expect(await screen.findByText("Category added successfully!")).toBeInTheDocument();
    // Closing before the second is over unmounts the form and cancels its timer.
    await user.click(within(dialog()).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    expect(await within(await list()).findByText("Inanga zithers")).toBeInTheDocument();
  });

  it("edits a category keeping its stored image, then refreshes and closes", async () => {
    const user = userEvent.setup();
    const calls = categoryServer([imigongo]);
    renderSection(<CategoriesSection />);
    await user.click(await screen.findByRole("button", { name: "Edit Imigongo Art" }));
    const description = within(dialog()).getByLabelText("Description");
    await user.clear(description);
    await user.type(description, "Cow-dung relief");
    await user.click(within(dialog()).getByRole("button", { name: "Update Category" }));

    expect(await screen.findByText("Category updated successfully!")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      name: "Imigongo Art",
      slug: "imigongo-art",
      description: "Cow-dung relief",
      image: "/media/imigongo.webp",
      // The record's texts as written (decision 105): English, no translations yet.
      original_language: "en",
      translations: {},
      version: 1,
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument(), { timeout: 2000 });
    await user.click(screen.getByRole("button", { name: "View Imigongo Art" }));
    expect(await within(dialog()).findByText("Cow-dung relief")).toBeInTheDocument();
  });

  it("says when deleting fails and keeps the category", async () => {
    const user = userEvent.setup();
    fakeApi({
      "GET /api/market/categories/": () => ok([imigongo]),
      "DELETE /api/market/categories/9/": { status: 500 },
    });
    renderSection(<CategoriesSection />);
    await user.click(await screen.findByRole("button", { name: "View Imigongo Art" }));
    await user.click(within(dialog()).getByRole("button", { name: "Delete" }));
    await user.click(within(dialog()).getByRole("button", { name: "Yes, delete" }));
    expect(await within(dialog()).findByRole("alert")).toHaveTextContent(
      "Failed to delete category. Please try again.",
    );
    await user.click(within(dialog()).getByRole("button", { name: "Close" }));
    expect(within(await list()).getByText("Imigongo Art")).toBeInTheDocument();
  });

  it("says when the list cannot load, and when there is no category yet", async () => {
    const user = userEvent.setup();
    fakeApi({ "GET /api/market/categories/": [{ status: 500 }, { status: 200, body: [] }] });
    renderSection(<CategoriesSection />);
    expect(await screen.findByText("Failed to load categories. Please try again later.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(
      await screen.findByText("No categories found. Add your first category to get started."),
    ).toBeInTheDocument();
  });
});
