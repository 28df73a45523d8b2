import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../lib/query-client.ts";
import AdminLoginPage from "./admin-login-page.tsx";

afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: "/dhp/admin/login", element: <AdminLoginPage /> },
      { path: "/", element: <p>the user side</p> },
    ],
    { initialEntries: ["/dhp/admin/login"] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe("AdminLoginPage", () => {
  it("has the 'Admin Portal' title bar with a way back to the user side", async () => {
    const user = renderPage();
    const bar = screen.getByRole("banner");
    expect(bar).toHaveTextContent("Admin Portal");
    await user.click(within(bar).getByRole("link", { name: "Back to the site" }));
    expect(await screen.findByText("the user side")).toBeInTheDocument();
  });

  it("shows and hides the password", async () => {
    const user = renderPage();
    const password = screen.getByLabelText("Password");
    await user.type(password, "Secret#2026");
    expect(password).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(password).toHaveAttribute("type", "text");
    expect(password).toHaveValue("Secret#2026");
    await user.click(screen.getByRole("button", { name: "Hide password" }));
    expect(password).toHaveAttribute("type", "password");
  });

  it("says 'Authenticating...' while the server answers", async () => {
    // The server never answers: the form stays busy.
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const user = renderPage();
    await user.type(screen.getByLabelText("Username"), "mutesi_admin");
    await user.type(screen.getByLabelText("Password"), "Correct#Pass1");
    screen.getByRole("slider").focus();
    // Find the announced target zone, then walk the shape to it.
    const zone = Number(/zone (\d) of 7/.exec(screen.getByText(/The target is zone/).textContent ?? "")?.[1]);
    await user.keyboard(`${"{ArrowRight}".repeat(zone)}{Enter}`);
    expect(screen.getByText("Verification successful!")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Sign In Securely" }));
    const busy = await screen.findByRole("button", { name: "Authenticating..." });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute("aria-busy", "true");
  });
});
