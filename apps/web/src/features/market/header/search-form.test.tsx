import type { Suggestions } from "@heritage/domain/suggestions";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderRoute } from "../../../test/render.tsx";
import { SearchForm } from "./search-form.tsx";

const SUGGESTIONS: Suggestions = {
  products: [
    {
      id: 7,
      name: "Agaseke Peace Basket",
      category_name: "Woven Baskets",
      price: "25000.00",
      thumbnail: null,
    },
    { id: 9, name: "Sisal Basket", category_name: "Woven Baskets", price: "12000.00", thumbnail: null },
  ],
  categories: [{ id: 3, name: "Woven Baskets", slug: "woven-baskets" }],
};

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async (url: string) =>
    url.startsWith("/api/market/suggestions/") ? jsonResponse(200, SUGGESTIONS) : jsonResponse(200, []),
  );
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const suggestionCalls = () =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith("/api/market/suggestions/"));

async function typeInSearch(text: string) {
  const view = renderRoute(<SearchForm category="" onCategoryChange={() => {}} />, { path: "/market" });
  const box = screen.getByRole("searchbox", { name: "Search products" });
  const combobox = screen.getByRole("combobox", { name: "Search products" });
  await view.user.type(box, text);
  await screen.findByRole("listbox", { name: "Suggestions" });
  return { ...view, box, combobox };
}

/** The suggestions (the category picker has options too). */
const options = () => within(screen.getByRole("listbox", { name: "Suggestions" })).getAllByRole("option");
const search = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

describe("the search box's suggestions (ARIA combobox)", () => {
  it("asks once the typing pauses, not per letter, and announces how many there are", async () => {
    const { box, combobox } = await typeInSearch("baskte");
    expect(suggestionCalls()).toEqual(["/api/market/suggestions/?search=baskte"]);
    expect(combobox).toHaveAttribute("aria-expanded", "true");
    expect(combobox).toHaveAttribute("aria-controls", screen.getByRole("listbox").id);
    expect(box).toHaveAttribute("aria-autocomplete", "list");
    expect(options().map((option) => option.textContent)).toEqual([
      expect.stringContaining("Agaseke Peace Basket"),
      expect.stringContaining("Sisal Basket"),
      "Woven Baskets",
    ]);
    expect(screen.getByRole("group", { name: "Products" })).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Categories" })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent(
        "3 suggestions, use the up and down arrows to choose",
      ),
    );
  });

  it("moves with the arrows (wrapping), keeping the focus in the box", async () => {
    const { box, user } = await typeInSearch("bask");
    const activeId = () => box.getAttribute("aria-activedescendant");
    expect(activeId()).toBeNull();
    await user.keyboard("{ArrowDown}");
    expect(activeId()).toBe(options()[0]!.id);
    expect(options()[0]).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(activeId()).toBe(options()[2]!.id);
    await user.keyboard("{ArrowDown}");
    expect(activeId()).toBe(options()[0]!.id);
    await user.keyboard("{ArrowUp}");
    expect(activeId()).toBe(options()[2]!.id);
    expect(options().filter((option) => option.getAttribute("aria-selected") === "true")).toHaveLength(1);
    expect(box).toHaveFocus();
  });

  it("Enter on a product opens its details; on a category, its products", async () => {
    const first = await typeInSearch("bask");
    await first.user.keyboard("{ArrowDown}{Enter}");
    expect(search(first.router).get("product")).toBe("7");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    first.unmount();

    const second = await typeInSearch("bask");
    await second.user.keyboard("{ArrowUp}{Enter}");
    expect(search(second.router).get("q")).toBe("Woven Baskets");
    expect(search(second.router).get("category")).toBe("woven-baskets");
  });

  it("Escape closes the list; Enter then searches for the text as typed", async () => {
    const { box, combobox, user, router } = await typeInSearch("baskte");
    await user.keyboard("{ArrowDown}{Escape}");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(combobox).toHaveAttribute("aria-expanded", "false");
    expect(box).not.toHaveAttribute("aria-activedescendant");
    expect(box).toHaveValue("baskte");
    await user.keyboard("{Enter}");
    expect(search(router).get("q")).toBe("baskte");
    expect(search(router).get("product")).toBeNull();
  });

  it("a click picks an option too", async () => {
    const { user, router } = await typeInSearch("bask");
    await user.click(screen.getByRole("option", { name: /Sisal Basket/ }));
    expect(search(router).get("product")).toBe("9");
  });

  it("drops an earlier text's suggestions when the answer for the text as typed fails, and says so", async () => {
    fetchMock.mockImplementation(async (url: string) =>
      !url.startsWith("/api/market/suggestions/")
        ? jsonResponse(200, [])
        : url.includes("agaseke")
          ? jsonResponse(500, { detail: "boom" })
          : jsonResponse(200, SUGGESTIONS),
    );
    const { box, user } = await typeInSearch("silver");
    await user.type(box, " agaseke");
    const note = await screen.findByText("Suggestions are not available just now: press Enter to search", {
      selector: "p:not([role=status])",
    });
    expect(note).toBeVisible();
    expect(screen.queryByRole("option", { name: /Agaseke Peace Basket/ })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent("Suggestions are not available just now"),
    );
    // One try: another would keep the box waiting for an answer that is out of date by the next key.
    expect(suggestionCalls().filter((url) => url.includes("agaseke"))).toHaveLength(1);
    await user.keyboard("{Enter}");
  });
});
