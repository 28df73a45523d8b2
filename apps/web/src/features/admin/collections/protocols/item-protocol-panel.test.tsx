import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderRoute } from "../../../../test/render.tsx";
import { ItemProtocolPanel } from "./item-protocol-panel.tsx";

const ID = "0b6a4f7e-8c1d-4e2a-9f3b-5a6c7d8e9f01";
const SAVED = {
  access: "public",
  community: null,
  sacred: false,
  viewers: [],
  labels: ["tk_attribution"],
  media: [],
  can_set_access: true,
};

let sent: unknown[];
let answer: (body: unknown) => Response;
beforeEach(() => {
  sent = [];
  answer = (body) => jsonResponse(200, { ...SAVED, ...(body as object) });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === "PUT") {
        const body = JSON.parse(String(init.body));
        sent.push(body);
        return answer(body);
      }
      return jsonResponse(200, SAVED);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("an item's cultural protocols in the admin form", () => {
  it("sets the community access level, the sacred mark and the labels, in the published order", async () => {
    const { user } = renderRoute(<ItemProtocolPanel itemId={ID} />);
    const access = await screen.findByRole("combobox", { name: "Access level" });
    expect(screen.getByRole("checkbox", { name: "TK Attribution" })).toBeChecked();
    await user.selectOptions(access, "community");
    await user.type(screen.getByRole("textbox", { name: "Community (its short name)" }), "nyakarambi");
    await user.click(screen.getByRole("checkbox", { name: "Sacred or secret knowledge (never public)" }));
    await user.click(screen.getByRole("checkbox", { name: "TK Secret/Sacred" }));
    await user.click(screen.getByRole("checkbox", { name: "TK Attribution" }));
    await user.click(screen.getByRole("checkbox", { name: "TK Attribution" }));
    await user.click(screen.getByRole("button", { name: "Save protocols" }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      access: "community",
      community: "nyakarambi",
      sacred: true,
      viewers: [],
      labels: ["tk_attribution", "tk_secret_sacred"],
    });
  });

  it("shows the server's field message at its field", async () => {
    answer = () => jsonResponse(400, { access: ["Sacred or secret knowledge is never public."] });
    const { user } = renderRoute(<ItemProtocolPanel itemId={ID} />);
    await screen.findByRole("combobox", { name: "Access level" });
    await user.click(screen.getByRole("checkbox", { name: "Sacred or secret knowledge (never public)" }));
    await user.click(screen.getByRole("button", { name: "Save protocols" }));
    const section = screen.getByRole("region", { name: "Cultural protocols" });
    expect(
      await within(section).findByText("Sacred or secret knowledge is never public."),
    ).toBeInTheDocument();
  });

  it("lets a steward change only the labels", async () => {
    answer = (body) => jsonResponse(200, { ...SAVED, ...(body as object), can_set_access: false });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(200, { ...SAVED, can_set_access: false })),
    );
    renderRoute(<ItemProtocolPanel itemId={ID} />);
    expect(await screen.findByRole("combobox", { name: "Access level" })).toBeDisabled();
    expect(screen.getByRole("checkbox", { name: "TK Attribution" })).toBeEnabled();
    expect(
      screen.getByText("You may change the labels; the access level is the admins'."),
    ).toBeInTheDocument();
  });
});
