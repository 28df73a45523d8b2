import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pngFile } from "../../test/fake-api.tsx";
import { MediaUploads } from "./media-uploads.tsx";

afterEach(() => vi.unstubAllGlobals());
const ITEM = "0b6a4f7e-8c1d-4e2a-9f3b-5a6c7d8e9f01";

/** An XMLHttpRequest the test drives: progress events, then the server's answer. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = "";
  url = "";
  headers: Record<string, string> = {};
  body: FormData | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

describe("MediaUploads", () => {
  it("sends each chosen file with a progress bar, and names the refused ones with the server's reason", async () => {
    FakeXhr.sent = [];
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const onUploaded = vi.fn(async () => {});
    const user = userEvent.setup();
    render(<MediaUploads itemId={ITEM} onUploaded={onUploaded} />);

    await user.upload(screen.getByLabelText("Add files"), [
      pngFile("one.png"),
      pngFile("huge.png"),
      pngFile("notes.png"),
    ]);
    const first = FakeXhr.sent[0]!;
    expect(first.url).toBe(`/api/admin/repository/items/${ITEM}/media`);
    expect((first.body!.get("file") as File).name).toBe("one.png");
    first.progress(30, 100);
    expect(screen.getByRole("progressbar", { name: "Uploading one.png" })).toHaveAttribute(
      "aria-valuenow",
      "30",
    );
    first.answer(201, { id: "m1" });
    expect(await screen.findByText("one.png uploaded")).toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledTimes(1);

    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    FakeXhr.sent[1]!.answer(413, { detail: "Images are limited to 40 MB." });
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(3));
    FakeXhr.sent[2]!.answer(400, { file: ["This file is not an image, sound, video or PDF."] });

    expect(await screen.findByText("huge.png is too large. Images are limited to 40 MB.")).toBeVisible();
    expect(
      await screen.findByText(
        "notes.png: this kind of file is not accepted. This file is not an image, sound, video or PDF.",
      ),
    ).toBeVisible();
    expect(onUploaded).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("progressbar")).toBeNull();
  });
});
