import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { clearSession, markSessionEnded, startSession } from "../lib/session.ts";
import { AdminGuestOnly, AdminOnly, GuestOnly, ShopperOnly, SignedInOnly } from "./guards.tsx";

/** Each guard around a marker, with stand-ins at the places guards send people to. */
function renderAt(path: string) {
  const page = (name: string) => <h1>{name}</h1>;
  const router = createMemoryRouter(
    [
      { path: "/", element: page("home") },
      { path: "/market", element: page("market") },
      { path: "/market/cart", element: <ShopperOnly otherwise="/market">{page("cart")}</ShopperOnly> },
      { path: "/login", element: <GuestOnly>{page("login")}</GuestOnly> },
      { path: "/admin/:section/*", element: <AdminOnly>{page("portal")}</AdminOnly> },
      { path: "/dhp/admin/login", element: <AdminGuestOnly>{page("admin sign-in")}</AdminGuestOnly> },
      { path: "/profile", element: <SignedInOnly>{page("profile")}</SignedInOnly> },
    ],
    { initialEntries: [path] },
  );
  const { unmount } = render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, unmount };
}

const as = (type: "user" | "admin") =>
  startSession({ access: "t", refresh: "r", user: { username: `${type}1`, type }, remember: false });

const table: Array<[path: string, visitor: string, user: string, admin: string]> = [
  ["/market/cart", "market", "cart", "market"],
  ["/login", "login", "home", "login"],
  ["/admin/dashboard", "admin sign-in", "admin sign-in", "portal"],
  ["/admin/orders/DHP-2026-000001", "admin sign-in", "admin sign-in", "portal"],
  ["/dhp/admin/login", "admin sign-in", "admin sign-in", "portal"],
  ["/profile", "login", "profile", "profile"],
];

describe("route guards (product §2)", () => {
  for (const [path, visitor, user, admin] of table) {
    it(`${path}: visitor → ${visitor}, user → ${user}, admin → ${admin}`, async () => {
      for (const [who, expected] of [
        [null, visitor],
        ["user", user],
        ["admin", admin],
      ] as const) {
        clearSession();
        if (who) as(who);
        const { unmount } = renderAt(path);
        expect(await screen.findByRole("heading", { name: expected })).toBeInTheDocument();
        unmount();
      }
    });
  }

  it("a visitor stopped at /profile gets redirectPath saved", async () => {
    renderAt("/profile");
    await screen.findByRole("heading", { name: "login" });
    expect(sessionStorage.getItem("redirectPath")).toBe("/profile");
  });

  it("the admin sign-in returns to the portal address the guard turned away (decision 222)", async () => {
    const { router } = renderAt("/admin/orders/DHP-2026-000001?from=mail");
    await screen.findByRole("heading", { name: "admin sign-in" });
    act(() => as("admin"));
    await screen.findByRole("heading", { name: "portal" });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      "/admin/orders/DHP-2026-000001?from=mail",
    );
  });

  it("signing out on the cart moves the user away at once", async () => {
    as("user");
    const { router } = renderAt("/market/cart");
    await screen.findByRole("heading", { name: "cart" });
    act(() => clearSession());
    await waitFor(() => expect(router.state.location.pathname).toBe("/market"));
  });

  it("a session that ended on the cart (a refresh failed) goes to sign in, not to the market", async () => {
    as("user");
    const { router } = renderAt("/market/cart");
    await screen.findByRole("heading", { name: "cart" });
    act(() => {
      markSessionEnded();
      clearSession({ keepRedirectPath: true });
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    sessionStorage.clear();
  });
});
