import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { messages } from "../../lib/i18n/messages.ts";
import { jsonResponse, renderRoute } from "../../test/render.tsx";
import { LoginForm } from "./login-form.tsx";

const m = messages.signIn;
const loginAnswer = {
  access: "acc",
  refresh: "ref",
  user: {
    id: 7,
    username: "keza",
    email: "keza@example.rw",
    first_name: "Keza",
    last_name: "M",
    type: "admin",
    avatar: null,
  },
};

function setup() {
  const view = renderRoute(<LoginForm />, { path: "/login" });
  const username = screen.getByLabelText("Username or email");
  const password = screen.getByLabelText("Password");
  const submit = screen.getByRole("button", { name: "LOG IN" });
  return { ...view, username, password, submit };
}

afterEach(() => vi.unstubAllGlobals());

describe("sign-in form (product §2, §5, §8)", () => {
  it("shows the required messages on an empty submit", async () => {
    const { user, submit } = setup();
    await user.click(submit);
    expect(await screen.findByText(m.usernameRequired)).toBeInTheDocument();
    expect(screen.getByText(m.passwordRequired)).toBeInTheDocument();
  });

  it("asks for min 3 characters only when the value is not email-shaped, and 6 for the password", async () => {
    const { user, username, password, submit } = setup();
    await user.type(username, "ab");
    await user.type(password, "12345");
    await user.click(submit);
    expect(await screen.findByText(m.usernameInvalid)).toBeInTheDocument();
    expect(screen.getByText(m.passwordMin)).toBeInTheDocument();
    expect(username).toHaveAttribute("aria-invalid", "true");

    await user.clear(username);
    await user.type(username, "a@b.co");
    await user.click(submit);
    await waitFor(() => expect(screen.queryByText(m.usernameInvalid)).not.toBeInTheDocument());
  });

  it("editing a field clears that field's error only", async () => {
    const { user, username, submit } = setup();
    await user.click(submit);
    await screen.findByText(m.usernameRequired);
    await user.type(username, "k");
    expect(screen.queryByText(m.usernameRequired)).not.toBeInTheDocument();
    expect(screen.getByText(m.passwordRequired)).toBeInTheDocument();
  });

  it("shows 'Invalid Username or password' on both fields when the server refuses", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(401, { detail: "No active account", attempts_remaining: 4 })),
    );
    const { user, username, password, submit } = setup();
    await user.type(username, "keza");
    await user.type(password, "wrong-password");
    await user.click(submit);
    await waitFor(() => expect(screen.getAllByText(m.failed)).toHaveLength(2));
    expect(localStorage.getItem("authToken")).toBeNull();
  });

  it("shows the server's lockout detail on a 429", async () => {
    const detail = "Account temporarily locked. Please try again in 5 minutes.";
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(429, { detail })),
    );
    const { user, username, password, submit } = setup();
    await user.type(username, "keza");
    await user.type(password, "wrong-password");
    await user.click(submit);
    expect(await screen.findByText(detail)).toBeInTheDocument();
    expect(screen.queryByText(m.failed)).not.toBeInTheDocument();
  });

  it("on success with remember-me stores the session in localStorage, type from the server, and goes home", async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, loginAnswer));
    vi.stubGlobal("fetch", fetchMock);
    sessionStorage.setItem("authToken", "old-token");
    const { user, username, password, submit } = setup();
    await user.type(username, "keza");
    await user.type(password, "Secret#123");
    await user.click(screen.getByLabelText("Remember me"));
    await user.click(submit);

    expect(await screen.findByTestId("location")).toHaveTextContent(/^\/$/);
    expect(localStorage.getItem("authToken")).toBe("acc");
    expect(localStorage.getItem("refresh")).toBe("ref");
    expect(JSON.parse(localStorage.getItem("userInfo") ?? "")).toEqual({ username: "keza", type: "admin" });
    expect(sessionStorage.getItem("authToken")).toBeNull();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/login/");
    expect(JSON.parse(String(init.body))).toEqual({ username: "keza", password: "Secret#123" });
  });

  it("without remember-me uses sessionStorage and returns to the saved redirectPath", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(200, loginAnswer)),
    );
    sessionStorage.setItem("redirectPath", "/orders");
    const { user, username, password, submit } = setup();
    await user.type(username, "keza");
    await user.type(password, "Secret#123");
    await user.click(submit);
    expect(await screen.findByTestId("location")).toHaveTextContent("/orders");
    expect(sessionStorage.getItem("authToken")).toBe("acc");
    expect(localStorage.getItem("authToken")).toBeNull();
    expect(sessionStorage.getItem("redirectPath")).toBeNull();
  });

  it("returns to the same-site path a server-drawn link carried in ?next=, and never leaves the site", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(200, loginAnswer)),
    );
    for (const [next, landing] of [
      ["/elearning/courses/17", /^\/elearning\/courses\/17$/],
      ["/\\evil.example/", /^\/$/],
    ] as const) {
      const view = renderRoute(<LoginForm />, {
        path: "/login",
        initialEntry: `/login?next=${encodeURIComponent(next)}`,
      });
      await view.user.type(screen.getByLabelText("Username or email"), "keza");
      await view.user.type(screen.getByLabelText("Password"), "Secret#123");
      await view.user.click(screen.getByRole("button", { name: "LOG IN" }));
      expect(await screen.findByTestId("location")).toHaveTextContent(landing);
      view.unmount();
      sessionStorage.clear();
      localStorage.clear();
    }
  });

  it("toggles the password's visibility", async () => {
    const { user, password } = setup();
    expect(password).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(password).toHaveAttribute("type", "text");
    await user.click(screen.getByRole("button", { name: "Hide password" }));
    expect(password).toHaveAttribute("type", "password");
  });
});
