import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderRoute } from "../../../../test/render.tsx";
import { ProductStoryPanel } from "./product-story-panel.tsx";

const DRUM = { id: "0b6a4f7e-8c1d-4e2a-9f3b-5a6c7d8e9f01", title: "Royal drum" };
const IMIGONGO = { id: "1c7b5a8f-9d2e-4f3b-8a4c-6b7d8e9f0a12", title: "Imigongo of Nyakarambi" };

let sent: unknown[];
let saveAnswer: () => Response;
beforeEach(() => {
  sent = [];
  saveAnswer = () => jsonResponse(200, { maker: "mukamana", items: [DRUM, IMIGONGO] });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (init?.method === "PUT") {
        sent.push(JSON.parse(String(init.body)));
        return saveAnswer();
      }
      if (url.includes("/admin/creators"))
        return jsonResponse(200, [
          { slug: "mukamana", display_name: "Mukamana Josée", community: "Nyakarambi" },
        ]);
      if (url.includes("/admin/repository/items")) return jsonResponse(200, { results: [DRUM, IMIGONGO] });
      return jsonResponse(200, { maker: null, items: [DRUM] });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("a product's story in the admin's product form", () => {
  it("names the maker and links a found item, then saves both", async () => {
    const { user } = renderRoute(<ProductStoryPanel productId={12} />);
    await user.selectOptions(await screen.findByRole("combobox", { name: "Maker" }), "mukamana");
    expect(screen.getByRole("list", { name: "Linked repository items" })).toHaveTextContent("Royal drum");
    await user.type(screen.getByRole("searchbox", { name: "Find an item to link" }), "Imigongo");
    await user.click(await screen.findByRole("button", { name: "Link Imigongo of Nyakarambi" }));
    // An item already linked is not offered again.
    expect(screen.queryByRole("button", { name: "Link Royal drum" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save the story" }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ maker: "mukamana", items: [DRUM.id, IMIGONGO.id] });
  });

  it("says why the server refuses a sacred or Non-Commercial item", async () => {
    saveAnswer = () =>
      jsonResponse(400, {
        items: ["Royal drum carries a Non-Commercial label: it cannot be linked to a product."],
      });
    const { user } = renderRoute(<ProductStoryPanel productId={12} />);
    await user.click(await screen.findByRole("button", { name: "Save the story" }));
    const section = screen.getByRole("region", { name: "The story behind this piece" });
    expect(await within(section).findByRole("alert")).toHaveTextContent("carries a Non-Commercial label");
  });

  it("unlinks an item", async () => {
    const { user } = renderRoute(<ProductStoryPanel productId={12} />);
    await user.click(await screen.findByRole("button", { name: "Unlink Royal drum" }));
    expect(screen.getByText("No item linked yet.")).toBeInTheDocument();
  });
});
