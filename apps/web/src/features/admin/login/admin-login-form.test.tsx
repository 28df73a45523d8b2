import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../lib/query-client.ts";
import { AdminLoginForm } from "./admin-login-form.tsx";

type Answer = { status: number; body?: unknown };
let answers: Answer[] = [];
const calls: Array<{ url: string; body: unknown }> = [];

beforeEach(() => {
  answers = [];
  calls.length = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers.shift() ?? { status: 500 };
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: "/dhp/admin/login", element: <AdminLoginForm random={() => 0} /> },
      { path: "/admin/dashboard", element: <p>dashboard reached</p> },
    ],
    { initialEntries: ["/dhp/admin/login"] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

async function fillAndVerify(user: ReturnType<typeof userEvent.setup>, password = "Correct#Pass1") {
  await user.type(screen.getByLabelText("Username"), "mutesi_admin");
  await user.type(screen.getByLabelText("Password"), password);
  screen.getByRole("slider").focus();
  // random() is always 0: the target is zone 1, one step away.
  await user.keyboard("{ArrowRight}{Enter}");
  expect(screen.getByText("Verification successful!")).toBeInTheDocument();
}

const user401 = (remaining: number) => ({
  status: 401,
  body: { detail: "No active account found with the given credentials", attempts_remaining: remaining },
});

describe("AdminLoginForm", () => {
  it("shows product §5's messages, including the captcha's, and sends nothing", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole("button", { name: "Sign In Securely" }));
    expect(await screen.findByText("Username is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(screen.getByText("Please complete the CAPTCHA verification")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Username"), "ab");
    await user.type(screen.getByLabelText("Password"), "short");
    await user.click(screen.getByRole("button", { name: "Sign In Securely" }));
    expect(await screen.findByText("Username must be at least 3 characters")).toBeInTheDocument();
    expect(screen.getByText("Password must be between 8 and 32 characters")).toBeInTheDocument();
    expect(screen.getByLabelText("Password")).toHaveAttribute("maxLength", "32");
    await user.type(screen.getByLabelText("Username"), "c d");
    await user.click(screen.getByRole("button", { name: "Sign In Securely" }));
    expect(await screen.findByText("Username contains invalid characters")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("a wrong password shows the attempts left and resets the captcha", async () => {
    const user = userEvent.setup();
    renderForm();
    answers.push(user401(3));
    await fillAndVerify(user, "Wrong#Pass1");
    await user.keyboard("{Tab}");
    await user.click(screen.getByRole("button", { name: "Sign In Securely" }));
    expect(await screen.findByText("Invalid credentials. 3 attempt(s) remaining.")).toBeInTheDocument();
    expect(screen.queryByText("Verification successful!")).not.toBeInTheDocument();
    expect(calls[0]).toEqual({
      url: "/api/admin/login/",
      body: { username: "mutesi_admin", password: "Wrong#Pass1" },
    });
  });

  it("the fifth failure locks every input and the button", async () => {
    const user = userEvent.setup();
    renderForm();
    answers.push({
      status: 429,
      body: {
        detail: "Too many failed attempts. Account locked for 5 minutes.",
        attempts_remaining: 0,
        locked_for_seconds: 300,
      },
    });
    await fillAndVerify(user, "Wrong#Pass1");
    await user.click(screen.getByRole("button", { name: "Sign In Securely" }));
    expect(
      await screen.findByText("Too many failed attempts. Account locked for 5 minutes."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Username")).toBeDisabled();
    expect(screen.getByLabelText("Password")).toBeDisabled();
    expect(screen.getByLabelText("Remember this device")).toBeDisabled();
    expect(screen.getByRole("button", { name: "Sign In Securely" })).toBeDisabled();
    expect(screen.getByRole("slider")).toHaveAttribute("aria-disabled", "true");
  });

  it("a lock found on a later attempt says how many minutes are left", async () => {
    const user = userEvent.setup();
    renderForm();
    answers.push({
      status: 429,
      body: {
        detail: "Account temporarily locked. Please try again in 4 minutes.",
        attempts_remaining: 0,
        locked_for_seconds: 200,
      },
    });
    await fillAndVerify(user);
    await user.keyboard("{Tab}{Tab}{Enter}");
    expect(
      await screen.findByText("Account temporarily locked. Please try again in 4 minutes."),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign In Securely" })).toBeDisabled();
  });

  it("the lock message counts the minutes down while the lock runs", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderForm();
      answers.push({
        status: 429,
        body: {
          detail: "Account temporarily locked. Please try again in 4 minutes.",
          attempts_remaining: 0,
          locked_for_seconds: 200,
        },
      });
      await fillAndVerify(user);
      await user.click(screen.getByRole("button", { name: "Sign In Securely" }));
      const alert = await screen.findByRole("alert");
      expect(alert).toHaveTextContent("Account temporarily locked. Please try again in 4 minutes.");
      act(() => vi.advanceTimersByTime(20_000));
      expect(alert).toHaveTextContent("Account temporarily locked. Please try again in 3 minutes.");
      act(() => vi.advanceTimersByTime(60_000));
      expect(alert).toHaveTextContent("Account temporarily locked. Please try again in 2 minutes.");
      act(() => vi.advanceTimersByTime(60_000));
      expect(alert).toHaveTextContent("Account temporarily locked. Please try again in 1 minutes.");
      expect(screen.getByRole("button", { name: "Sign In Securely" })).toBeDisabled();
      act(() => vi.advanceTimersByTime(60_000));
      expect(screen.queryByRole("alert")).not.toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Sign In Securely" })).toBeEnabled();
    } finally {
      vi.useRealTimers();
    }
  });

  it("an admin is signed in (remembered on this device) and sent to the dashboard", async () => {
    const user = userEvent.setup();
    renderForm();
    answers.push({
      status: 200,
      body: {
        access: "admin-access",
        refresh: "admin-refresh",
        user: {
          id: 1,
          username: "mutesi_admin",
          email: "",
          first_name: "",
          last_name: "",
          type: "admin",
          avatar: null,
        },
      },
    });
    await fillAndVerify(user);
    await user.click(screen.getByLabelText("Remember this device"));
    await user.click(screen.getByRole("button", { name: "Sign In Securely" }));
    expect(await screen.findByText("dashboard reached")).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem("authToken")).toBe("admin-access"));
    expect(JSON.parse(window.localStorage.getItem("userInfo")!)).toEqual({
      username: "mutesi_admin",
      type: "admin",
    });
  });
});
