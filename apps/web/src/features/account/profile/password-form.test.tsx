import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getAccessToken, startSession } from "../../../lib/session.ts";
import { jsonResponse, renderRoute } from "../../../test/render.tsx";
import { PasswordForm } from "./password-form.tsx";

afterEach(() => vi.unstubAllGlobals());

function setup(type: "user" | "admin" = "user") {
  startSession({
    access: "old-access",
    refresh: "old-refresh",
    user: { username: "keza", type },
    remember: false,
  });
  const view = renderRoute(<PasswordForm accountType={type} />, { path: "/profile" });
  return {
    ...view,
    current: screen.getByLabelText("Current password"),
    next: screen.getByLabelText("New password"),
    submit: screen.getByRole("button", { name: "Change Password" }),
  };
}

describe("change password form", () => {
  it("checks the new password's length before calling the server", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const f = setup();
    await f.user.click(f.submit);
    expect(await screen.findByText("Current password is required")).toBeInTheDocument();
    await f.user.type(f.current, "secret123");
    await f.user.type(f.next, "12345");
    await f.user.click(f.submit);
    expect(await screen.findByText("Password must be at least 6 characters")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refuses a common password before calling the server", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const f = setup();
    await f.user.type(f.current, "secret123");
    await f.user.type(f.next, "123456");
    await f.user.click(f.submit);
    expect(
      await screen.findByText("This password is too common. Please choose one that is harder to guess."),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("holds an administrator to the admin portal's 8 to 32 characters", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const f = setup("admin");
    expect(screen.getByText("8 to 32 characters.")).toBeInTheDocument();
    await f.user.type(f.current, "Admin#Pass2026");
    await f.user.type(f.next, "Kirezi7");
    await f.user.click(f.submit);
    expect(await screen.findByText("Password must be between 8 and 32 characters")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("puts a wrong current password under its field", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(400, { current_password: ["Current password is incorrect"] })),
    );
    const f = setup();
    await f.user.type(f.current, "guess-123");
    await f.user.type(f.next, "newsecret1");
    await f.user.click(f.submit);
    expect(await screen.findByText("Current password is incorrect")).toBeInTheDocument();
    expect(f.current).toHaveAttribute("aria-invalid", "true");
  });

  it("keeps this browser signed in with the fresh tokens the server returns", async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { access: "new-access", refresh: "new-refresh" }));
    vi.stubGlobal("fetch", fetchMock);
    const f = setup();
    await f.user.type(f.current, "secret123");
    await f.user.type(f.next, "newsecret1");
    await f.user.click(f.submit);
    await waitFor(() => expect(getAccessToken()).toBe("new-access"));
    // The form empties itself for the next time.
    await waitFor(() => expect(f.current).toHaveValue(""));
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/users/me/password/",
      expect.objectContaining({
        method: "POST",
        body: JSON.stringify({ current_password: "secret123", new_password: "newsecret1" }),
      }),
    );
  });
});
