import type { ItemMedia } from "@heritage/domain/collections";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderSection } from "../../test/fake-api.tsx";
import { MediaCaptions } from "./media-captions.tsx";

afterEach(() => vi.unstubAllGlobals());
const ITEM = "0b6a4f7e-8c1d-4e2a-9f3b-5a6c7d8e9f01";
const VIDEO = "1b6a4f7e-8c1d-4e2a-9f3b-5a6c7d8e9f0a";
const video = (captions_url: string | null): ItemMedia => ({
  id: VIDEO,
  kind: "video",
  url: `/media/items/${VIDEO}.webm`,
  preview_url: null,
  thumbnail_url: null,
  mime: "video/webm",
  bytes: 1000,
  width: null,
  height: null,
  position: 0,
  caption: "",
  rights: "",
  captions_url,
});

/** Records each call with its body as sent (FormData stays FormData) and answers `status`. */
function stubFetch(status: number, answer: unknown) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      calls.push({ method: init.method ?? "GET", url: String(input), body: init.body });
      return new Response(status === 204 ? null : JSON.stringify(answer), {
        status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return calls;
}

const vtt = () =>
  new File(["WEBVTT\n\n00:00.000 --> 00:02.000\nIngoma\n"], "drums.vtt", { type: "text/vtt" });

describe("MediaCaptions (decision 118)", () => {
  it("sends the chosen WebVTT file at once, as the form field 'file', and reads the item again", async () => {
    const user = userEvent.setup();
    const calls = stubFetch(200, video("/media/items/c.vtt"));
    const changed = vi.fn(async () => {});
    renderSection(<MediaCaptions itemId={ITEM} file={video(null)} position={2} onChanged={changed} />);
    expect(screen.getByText("No captions yet: people who cannot hear it need them.")).toBeInTheDocument();
    await user.upload(screen.getByLabelText("Captions or transcript of file 2 (WebVTT, .vtt)"), vtt());
    await vi.waitFor(() => expect(changed).toHaveBeenCalled());
    const put = calls.find((c) => c.method === "PUT")!;
    expect(put.url).toContain(`/api/admin/repository/items/${ITEM}/media/${VIDEO}/captions`);
    expect((put.body as FormData).get("file")).toBeInstanceOf(File);
  });

  it("links the stored captions and removes them", async () => {
    const user = userEvent.setup();
    const calls = stubFetch(204, null);
    const changed = vi.fn(async () => {});
    renderSection(
      <MediaCaptions itemId={ITEM} file={video("/media/items/c.vtt")} position={1} onChanged={changed} />,
    );
    expect(screen.getByRole("link", { name: "Captions file" })).toHaveAttribute("href", "/media/items/c.vtt");
    await user.click(screen.getByRole("button", { name: "Remove the captions of file 1" }));
    await vi.waitFor(() => expect(changed).toHaveBeenCalled());
    expect(calls.find((c) => c.method === "DELETE")?.url).toContain(`/media/${VIDEO}/captions`);
  });
});
