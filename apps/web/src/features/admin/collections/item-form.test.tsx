import type { ItemDetail } from "@heritage/domain/collections-query";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderInDialog } from "../test/fake-api.tsx";
import { ItemForm } from "./item-form.tsx";
import { toItemInput, withItemOriginal } from "./item-form-values.ts";

afterEach(() => vi.unstubAllGlobals());
const SLOW = { timeout: 5000 };
const ID = "0b6a4f7e-8c1d-4e2a-9f3b-5a6c7d8e9f01";
const COLLECTION = "1b6a4f7e-8c1d-4e2a-9f3b-5a6c7d8e9f02";
const INSTITUTION = "2b6a4f7e-8c1d-4e2a-9f3b-5a6c7d8e9f03";
const noDc = {
  ...Object.fromEntries(
    ["title", "creator", "subject", "description", "publisher", "contributor", "date", "type", "format"].map(
      (e) => [e, []],
    ),
  ),
  ...Object.fromEntries(
    ["identifier", "source", "language", "relation", "coverage", "rights"].map((e) => [e, []]),
  ),
} as unknown as ItemDetail["dc"];

function sampleItem(changes: Partial<ItemDetail> = {}): ItemDetail {
  return {
    id: ID,
    public_id: ID,
    slug: "agaseke",
    type: "object",
    title: "Agaseke",
    dc: { ...noDc, title: ["Agaseke"], creator: ["Unknown weaver"] },
    community: null,
    place_name: "Huye",
    latitude: null,
    longitude: null,
    period: null,
    featured: false,
    published: false,
    collection: { id: COLLECTION, slug: "basketry", name: "Basketry" },
    institution: { id: INSTITUTION, slug: "museum", name: "Museum" },
    thumbnail_url: null,
    media_count: 0,
    created_at: "2026-11-25T00:00:00Z",
    updated_at: "2026-11-25T00:00:00Z",
    language: "en",
    original_language: "en",
    translated: true,
    media: [],
    related: [],
    access: "public",
    sacred: false,
    labels: [],
    made_today: [],
    version: 3,
    translations: { fr: { title: ["Panier"] } },
    ...changes,
  };
}

describe("item form values", () => {
  it("drops blank values, keeps translations with any text and sends coordinates as numbers", () => {
    const values = {
      ...withItemOriginal(
        {
          type: "object" as const,
          collection: COLLECTION,
          institution: "",
          slug: "",
          dc: { ...noDc, title: ["Agaseke", " "], creator: ["A", ""] },
          community: "",
          place_name: "Huye",
          period: "",
          latitude: "-2.6",
          longitude: "29.74",
          featured: false,
          original_language: "en" as const,
          translations: { fr: { title: ["Panier"] }, rw: { title: [""] } },
        },
        "fr",
      ),
    };
    // The French title became the original; the English texts moved into translations.
    expect(values.dc.title).toEqual(["Panier"]);
    expect(values.translations.en).toMatchObject({ title: ["Agaseke", " "], place_name: ["Huye"] });
    const input = toItemInput(values, true, 4);
    expect(input).toMatchObject({
      original_language: "fr",
      dc: { title: ["Panier"], creator: ["A"] },
      translations: { en: { title: ["Agaseke"], place_name: ["Huye"] } },
      institution: null,
      slug: undefined,
      latitude: -2.6,
      longitude: 29.74,
      published: true,
      version: 4,
    });
    expect(input.translations).not.toHaveProperty("rw");
  });
});

describe("ItemForm saved after the item changed (decision 075)", () => {
  it("sends the version, names what changed, reloads keeping what was typed, then saves", async () => {
    const user = userEvent.setup();
    const opened = sampleItem();
    const current = sampleItem({ dc: { ...opened.dc, creator: ["Nyanza workshop"] }, version: 5 });
    const calls = fakeApi({
      "GET /api/admin/repository/collections": { status: 200, body: [] },
      "GET /api/admin/repository/institutions": { status: 200, body: [] },
      "GET /api/admin/repository/items/0b6a4f7e-8c1d-4e2a-9f3b-5a6c7d8e9f01": [
        { status: 200, body: current },
        { status: 200, body: { ...current, version: 6 } },
      ],
      "PUT /api/admin/repository/items/0b6a4f7e-8c1d-4e2a-9f3b-5a6c7d8e9f01": [
        { status: 409, body: { detail: "This item changed since you opened it", current } },
        async ({ body }) => ({ status: 200, body: { ...current, ...(body as object), version: 6 } }),
      ],
    });
    renderInDialog(<ItemForm item={opened} onCreated={() => {}} />);
    const title = screen.getByRole("textbox", { name: "Title 1" });
    await user.clear(title);
    await user.type(title, "Agaseke lidded basket");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText("This item changed since you opened it", {}, SLOW)).toBeVisible();
    const list = screen.getByRole("list", { name: "Changed since you opened it:" });
    expect(within(list).getByText(/Creator/)).toHaveTextContent("Nyanza workshop");
    expect(calls.find((c) => c.method === "PUT")?.body).toMatchObject({ version: 3 });

    await user.click(screen.getByRole("button", { name: "Load the latest values" }));
    expect(screen.getByRole("textbox", { name: "Title 1" })).toHaveValue("Agaseke lidded basket");
    expect(screen.getByRole("textbox", { name: "Creator 1" })).toHaveValue("Nyanza workshop");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Item saved", {}, SLOW)).toBeVisible();
    const saved = calls.filter((c) => c.method === "PUT")[1]?.body;
    expect(saved).toMatchObject({
      version: 5,
      dc: { title: ["Agaseke lidded basket"], creator: ["Nyanza workshop"] },
      translations: { fr: { title: ["Panier"] } },
    });
  }, 30_000);
});

describe("ItemForm's Rights field (decision 247)", () => {
  it("offers the Creative Commons and RightsStatements.org URIs, named, and takes one as the value", async () => {
    const user = userEvent.setup();
    fakeApi({
      "GET /api/admin/repository/collections": { status: 200, body: [] },
      "GET /api/admin/repository/institutions": { status: 200, body: [] },
    });
    renderInDialog(<ItemForm item={sampleItem()} onCreated={() => {}} />);
    const rights = screen.getByRole("combobox", { name: "Rights 1" });
    const list = document.getElementById(rights.getAttribute("list") ?? "");
    const options = [...(list?.querySelectorAll("option") ?? [])].map((option) => [
      option.value,
      option.label,
    ]);
    expect(options).toHaveLength(12);
    expect(options).toContainEqual([
      "http://creativecommons.org/licenses/by-nc/4.0/",
      "CC BY-NC 4.0: attribution, non-commercial",
    ]);
    expect(options).toContainEqual(["http://rightsstatements.org/vocab/InC/1.0/", "In Copyright"]);
    await user.type(rights, "http://creativecommons.org/licenses/by/4.0/");
    expect(rights).toHaveValue("http://creativecommons.org/licenses/by/4.0/");
    // Other fields offer nothing.
    expect(screen.getByRole("textbox", { name: "Title 1" })).not.toHaveAttribute("list");
  }, 30_000);
});
