import type { ItemMedia } from "@heritage/domain/collections";
import type { ItemDetail } from "@heritage/domain/collections-query";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderSection } from "../../test/fake-api.tsx";
import { MediaManager } from "./media-manager.tsx";

afterEach(() => vi.unstubAllGlobals());
const ITEM = "0b6a4f7e-8c1d-4e2a-9f3b-5a6c7d8e9f01";
const media = (id: string, caption: string): ItemMedia => ({
  id,
  kind: "image",
  url: `/media/items/${id}.jpg`,
  preview_url: null,
  thumbnail_url: `/media/items/${id}-t.webp`,
  mime: "image/jpeg",
  bytes: 1000,
  width: 64,
  height: 48,
  position: 0,
  caption,
  rights: "CC BY 4.0",
  captions_url: null,
});
const A = "1b6a4f7e-8c1d-4e2a-9f3b-5a6c7d8e9f0a";
const B = "1b6a4f7e-8c1d-4e2a-9f3b-5a6c7d8e9f0b";

/** The item form's part: the media as the server now orders them, read again after each change. */
function Harness({ reorder }: { reorder: (order: string[]) => void }) {
  const [files, setFiles] = useState([media(A, "Front"), media(B, "Back")]);
  const item = { public_id: ITEM, media: files } as ItemDetail;
  return (
    <MediaManager
      item={item}
      onChanged={async () => {
        setFiles((current) => {
          const order = (window as unknown as { order?: string[] }).order ?? current.map((m) => m.id);
          reorder(order);
          return order.map((id) => current.find((m) => m.id === id)!);
        });
      }}
    />
  );
}

describe("MediaManager", () => {
  it("moves a file down by its button, saves the order, and keeps focus on the moved file", async () => {
    const user = userEvent.setup();
    const calls = fakeApi({
      [`PUT /api/admin/repository/items/${ITEM}/media/order`]: async ({ body }) => {
        (window as unknown as { order?: string[] }).order = (body as { order: string[] }).order;
        return { status: 204 };
      },
    });
    const reorder = vi.fn();
    renderSection(<Harness reorder={reorder} />);
    const list = screen.getByRole("list", { name: "Media of this item, in order" });
    expect(within(list).getAllByRole("listitem")[0]).toHaveTextContent("1 of 2");
    expect(screen.getByRole("button", { name: "Move file 1 up" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Move file 1 down" }));

    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ order: [B, A] });
    await vi.waitFor(() => expect(reorder).toHaveBeenCalledWith([B, A]));
    const rows = within(list).getAllByRole("listitem");
    expect(within(rows[1]!).getByRole("textbox", { name: "Caption" })).toHaveValue("Front");
    // Focus followed "Front" to the second place: its remaining move button (up) has it.
    expect(document.activeElement).toBe(within(rows[1]!).getByRole("button", { name: "Move file 2 up" }));
  });
});
