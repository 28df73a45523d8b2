import { act, fireEvent, render, screen } from "@testing-library/react";
import { useLayoutEffect } from "react";
import { createMemoryRouter, RouterProvider, useNavigate } from "react-router";
import { expect, it } from "vitest";
import { PhoneMenuToggle, usePhoneMenu } from "./phone-menu-toggle.tsx";

// A tap held before hydration is played as soon as React owns the toggle (decision 237), which can be
// between the first commit and its effects: the menu must stay open (an effect closing it on every new
// address also ran then, and a journey at 375 px lost its "Open menu" tap).
function Header({ tapOnFirstCommit }: { tapOnFirstCommit: boolean }) {
  const menu = usePhoneMenu();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    if (tapOnFirstCommit) fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
  }, [tapOnFirstCommit]);
  return (
    <>
      <PhoneMenuToggle menu={menu} openLabel="Open menu" closeLabel="Close menu" />
      <nav id={menu.id} hidden={!menu.open} aria-label="Menu" />
      <button type="button" onClick={() => navigate("/market?q=clay")}>
        search
      </button>
    </>
  );
}

it("stays open when tapped right after the first commit, and closes on a new address", async () => {
  const router = createMemoryRouter([{ path: "*", element: <Header tapOnFirstCommit /> }], {
    initialEntries: ["/market"],
  });
  render(<RouterProvider router={router} />);
  expect(screen.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  expect(screen.getByRole("navigation", { name: "Menu" })).toBeVisible();

  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "search" }));
  });
  expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
});
