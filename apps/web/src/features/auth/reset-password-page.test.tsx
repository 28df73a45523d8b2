import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderRoute } from "../../test/render.tsx";
import ResetPasswordPage from "./reset-password-page.tsx";

const REFUSED = "This reset link is invalid, already used or expired. Ask for a new one.";

function open(token: string) {
  return renderRoute(<ResetPasswordPage />, {
    path: "/reset-password",
    initialEntry: `/reset-password?token=${token}`,
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("the reset link's page", () => {
  it("says at once that a used or expired link no longer works, before any password is typed", async () => {
    const fetchMock = vi.fn(async () => jsonResponse(400, { token: [REFUSED] }));
    vi.stubGlobal("fetch", fetchMock);
    open("used-token");
    expect(await screen.findByRole("alert")).toHaveTextContent(REFUSED);
    expect(screen.getByRole("link", { name: "Ask for a new link" })).toBeInTheDocument();
    expect(screen.queryByLabelText("New password")).not.toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain("/api/password-reset/check/");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({ token: "used-token" });
  });

  it("keeps the form for a link that still works", async () => {
    const fetchMock = vi.fn(async () => jsonResponse(204));
    vi.stubGlobal("fetch", fetchMock);
    open("fresh-token");
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByLabelText("New password")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
