import type { ItemMedia } from "@heritage/domain/collections";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "../../../../components/ui/toaster.tsx";
import { fakeApi, renderSection } from "../../test/fake-api.tsx";
import { MediaAccess } from "./media-access.tsx";

afterEach(() => vi.unstubAllGlobals());
const ID = "1b6a4f7e-8c1d-4e2a-9f3b-5a6c7d8e9f0a";
const file = { id: ID, kind: "image", access: "public", caption: "Front" } as ItemMedia;

/** The item form's part: the file as the server answers it, read again after each change. */
function Harness({ server }: { server: { access: ItemMedia["access"] } }) {
  const [shown, setShown] = useState(file);
  return (
    <>
      <MediaAccess
        file={shown}
        position={2}
        onSaved={async () => setShown((now) => ({ ...now, access: server.access }))}
      />
      <Toaster />
    </>
  );
}

describe("MediaAccess", () => {
  it("saves a file's level through the protocols route and shows what the server now holds", async () => {
    const user = userEvent.setup();
    const server = { access: "public" as ItemMedia["access"] };
    const calls = fakeApi({
      [`PUT /api/protocols/media/${ID}`]: async ({ body }) => {
        server.access = (body as { access: ItemMedia["access"] }).access;
        return { status: 200, body: { id: ID, access: server.access } };
      },
    });
    renderSection(<Harness server={server} />);
    const select = screen.getByRole("combobox", { name: "Who may see file 2" });
    expect(select).toHaveValue("public");
    await user.selectOptions(select, "restricted");
    expect(await screen.findByText("Who may see the file saved", { exact: true })).toBeInTheDocument();
    expect(select).toHaveValue("restricted");
    expect(calls).toEqual([
      { method: "PUT", url: `/api/protocols/media/${ID}`, body: { access: "restricted" } },
    ]);
  });

  it("keeps the saved level and says why when the server refuses", async () => {
    const user = userEvent.setup();
    fakeApi({
      [`PUT /api/protocols/media/${ID}`]: { status: 403, body: { detail: "Admins only." } },
    });
    renderSection(<Harness server={{ access: "public" }} />);
    const select = screen.getByRole("combobox", { name: "Who may see file 2" });
    await user.selectOptions(select, "community");
    expect(await screen.findByText("Admins only.", { exact: true })).toBeInTheDocument();
    expect(select).toHaveValue("public");
  });
});
