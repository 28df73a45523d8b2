import type { Institution } from "@heritage/domain/collections-query";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, pngFile, renderInDialog } from "../../test/fake-api.tsx";
import { RecordForm } from "./record-form.tsx";

afterEach(() => vi.unstubAllGlobals());
const SLOW = { timeout: 5000 };
const ID = "3c6a4f7e-8c1d-4e2a-9f3b-5a6c7d8e9f04";
const PUT = `PUT /api/admin/repository/institutions/${ID}`;

function museum(changes: Partial<Institution> = {}): Institution {
  return {
    id: ID,
    slug: "kings-palace",
    kind: "museum",
    name: "King's Palace Museum",
    description: "The royal residence of Nyanza.",
    place_name: "Nyanza",
    website: null,
    category: "History",
    opening_hours: "8:00 AM - 5:00 PM",
    long_description: "Rebuilt in 2008.",
    image: "/media/palace.webp",
    thumbnail: "/media/palace-thumb.webp",
    collection_count: 0,
    item_count: 0,
    version: 4,
    language: "en",
    original_language: "en",
    translated: true,
    translations: { fr: { name: "Musée du palais du roi", opening_hours: "8 h - 17 h" } },
    exhibitions: [
      {
        title: "Royal cows",
        description: "The Inyambo and their songs.",
        type: "experience",
        duration: "30 min",
        featured: true,
        original_language: "en",
        translations: { fr: { title: "Les vaches royales" } },
      },
      {
        title: "Inside the hut",
        description: "",
        type: "tour",
        duration: "",
        featured: false,
        original_language: "en",
        translations: {},
      },
    ],
    ...changes,
  };
}

function renderForm(record: Institution, onDone = () => {}) {
  return renderInDialog(<RecordForm kind="institution" record={record} onDone={onDone} />);
}

describe("RecordForm for a museum (decision 124)", () => {
  it("shows the museum's page as written and sends hours, long text, cover and exhibitions in order", async () => {
    const user = userEvent.setup();
    const calls = fakeApi({
      "GET /api/admin/repository/institutions": { status: 200, body: [] },
      [PUT]: async ({ body }) => ({ status: 200, body: { ...museum(), ...(body as object), version: 5 } }),
    });
    const onDone = vi.fn();
    renderForm(museum(), onDone);

    const hours = screen.getByRole("textbox", { name: /Opening hours/ });
    expect(hours).toHaveValue("8:00 AM - 5:00 PM");
    expect(screen.getByRole("textbox", { name: /About the museum/ })).toHaveValue("Rebuilt in 2008.");
    expect(screen.getByRole("combobox", { name: "Category" })).toHaveValue("History");
    const first = screen.getByRole("group", { name: "Exhibition 1" });
    expect(within(first).getByRole("textbox", { name: "Title" })).toHaveValue("Royal cows");
    expect(within(first).getByRole("checkbox", { name: "Featured" })).toBeChecked();

    await user.clear(hours);
    await user.type(hours, "9:00 AM - 6:00 PM");
    const title = within(first).getByRole("textbox", { name: "Title" });
    await user.clear(title);
    await user.type(title, "The royal cows");
    await user.click(screen.getByRole("button", { name: "Move exhibition 2 up" }));
    await user.click(screen.getByRole("button", { name: "Add an exhibition" }));
    const third = screen.getByRole("group", { name: "Exhibition 3" });
    await user.type(within(third).getByRole("textbox", { name: "Title" }), "Drums at night");
    await user.selectOptions(within(third).getByRole("combobox", { name: "Type" }), "exhibition");
    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "Cultural");

    // The French tab keeps the exhibitions' order and holds their French texts.
    await user.click(screen.getByRole("tab", { name: /Français/ }));
    expect(screen.getByRole("textbox", { name: /Opening hours/ })).toHaveValue("8 h - 17 h");
    const frenchSecond = screen.getByRole("group", { name: "Exhibition 2" });
    expect(within(frenchSecond).getByRole("textbox", { name: "Title" })).toHaveValue("Les vaches royales");
    await user.clear(screen.getByRole("textbox", { name: /Opening hours/ }));
    await user.type(screen.getByRole("textbox", { name: /Opening hours/ }), "9 h - 18 h");

    await user.click(screen.getByRole("button", { name: "Remove the picture" }));
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledOnce(), SLOW);

    const sent = calls.find((call) => call.method === "PUT")?.body;
    expect(sent).toMatchObject({
      kind: "museum",
      category: "Cultural",
      opening_hours: "9:00 AM - 6:00 PM",
      long_description: "Rebuilt in 2008.",
      image: null,
      thumbnail: null,
      version: 4,
      translations: {
        fr: { name: "Musée du palais du roi", opening_hours: "9 h - 18 h", long_description: "" },
      },
    });
    expect((sent as { exhibitions: unknown[] }).exhibitions).toEqual([
      {
        title: "Inside the hut",
        description: "",
        duration: "",
        type: "tour",
        featured: false,
        translations: {
          fr: { title: "", description: "", duration: "" },
          rw: { title: "", description: "", duration: "" },
        },
      },
      {
        title: "The royal cows",
        description: "The Inyambo and their songs.",
        duration: "30 min",
        type: "experience",
        featured: true,
        translations: {
          fr: { title: "Les vaches royales", description: "", duration: "" },
          rw: { title: "", description: "", duration: "" },
        },
      },
      {
        title: "Drums at night",
        description: "",
        duration: "",
        type: "exhibition",
        featured: false,
        translations: {
          fr: { title: "", description: "", duration: "" },
          rw: { title: "", description: "", duration: "" },
        },
      },
    ]);
  }, 30_000);

  it("refuses an untitled exhibition at its fields with the shared schema's messages, sending nothing", async () => {
    const user = userEvent.setup();
    const calls = fakeApi({ "GET /api/admin/repository/institutions": { status: 200, body: [] } });
    renderForm(museum({ exhibitions: [] }));
    expect(screen.getByText("No exhibitions yet.")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Add an exhibition" }));
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    const added = screen.getByRole("group", { name: "Exhibition 1" });
    expect(await within(added).findByText("An exhibition needs a title", {}, SLOW)).toBeVisible();
    expect(within(added).getByText("Choose a tour, an experience or an exhibition")).toBeVisible();
    expect(within(added).getByRole("textbox", { name: "Title" })).toHaveAttribute("aria-invalid", "true");
    expect(calls.filter((call) => call.method === "PUT")).toEqual([]);
  }, 30_000);

  it("puts the server's refusals at the cover and at the exhibition they name", async () => {
    const user = userEvent.setup();
    fakeApi({
      "GET /api/admin/repository/institutions": { status: 200, body: [] },
      [PUT]: {
        status: 400,
        body: { image: ["Upload the cover picture again"], "exhibitions.1.title": ["Too long"] },
      },
    });
    renderForm(museum());
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Upload the cover picture again", {}, SLOW)).toBeVisible();
    const second = screen.getByRole("group", { name: "Exhibition 2" });
    expect(within(second).getByText("Too long")).toBeVisible();
  }, 30_000);

  it("stores a chosen cover at once and sends the stored picture's paths", async () => {
    const user = userEvent.setup();
    const calls = fakeApi({
      "GET /api/admin/repository/institutions": { status: 200, body: [] },
      "POST /api/media": {
        status: 201,
        body: { id: "m1", url: "/media/new-cover.webp", thumbnail_url: "/media/new-cover-thumb.webp" },
      },
      [PUT]: async ({ body }) => ({ status: 200, body: { ...museum(), ...(body as object) } }),
    });
    renderForm(museum({ image: null, thumbnail: null }));
    expect(screen.getByRole("img", { name: "No cover picture yet" })).toBeVisible();
    await user.upload(screen.getByLabelText("Choose a picture"), pngFile("palace.png"));
    expect(await screen.findByRole("img", { name: "The chosen cover picture" }, SLOW)).toBeVisible();
    expect(screen.getByRole("button", { name: "Change the picture" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await vi.waitFor(() => expect(calls.some((call) => call.method === "PUT")).toBe(true), SLOW);
    expect(calls.find((call) => call.method === "PUT")?.body).toMatchObject({
      image: "/media/new-cover.webp",
      thumbnail: "/media/new-cover-thumb.webp",
    });
  }, 30_000);
});
