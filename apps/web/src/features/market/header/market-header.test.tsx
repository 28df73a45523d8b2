import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import detailRw from "../market-detail-texts.rw.ts";
import firstRw from "../market-texts.rw.ts";

// The phone menu and the account menu load with their own texts (market-detail-texts.ts) after /market's
// first render (decision 100): they must still appear in the reader's language, not in English. Each test
// takes the app's modules afresh (test files share a worker's modules, decision 209), so the menus' texts
// are not already registered and loaded by an earlier test, as they are not on a fresh /market.
type Fresh = {
  language: typeof import("../../../lib/i18n/language.ts");
  session: typeof import("../../../lib/session.ts");
  render: typeof import("../../../test/render.tsx");
  header: typeof import("./market-header.tsx");
};
let fresh: Fresh;
beforeEach(async () => {
  vi.resetModules();
  fresh = {
    language: await import("../../../lib/i18n/language.ts"),
    session: await import("../../../lib/session.ts"),
    render: await import("../../../test/render.tsx"),
    header: await import("./market-header.tsx"),
  };
  const { jsonResponse } = fresh.render;
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => jsonResponse(200, [])),
  );
  await fresh.language.switchLanguage("rw", { remember: false });
});
afterEach(async () => {
  fresh.session.clearSession();
  vi.unstubAllGlobals();
  await fresh.language.switchLanguage("en", { remember: false });
  vi.resetModules();
});

describe("the market header's menus, loaded on demand", () => {
  it("opens the phone menu on the first tap, in Kinyarwanda, with the toggle naming it all along", async () => {
    const { MarketHeader } = fresh.header;
    const { user } = fresh.render.renderRoute(<MarketHeader />, { path: "/market" });
    const toggle = screen.getByRole("button", { name: firstRw.market.openMenu });
    const menuId = toggle.getAttribute("aria-controls");
    // Before the menu's code is asked for, its place exists (empty and hidden) for aria-controls.
    expect(menuId && document.getElementById(menuId)).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: detailRw.market.marketMenu })).toBeNull();

    await user.click(toggle);

    const menu = await screen.findByRole("navigation", { name: detailRw.market.marketMenu });
    expect(menu.closest(`[id="${menuId}"]`)).not.toBeNull();
    expect(screen.getByRole("button", { name: firstRw.market.closeMenu })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(within(menu).getByRole("link", { name: firstRw.market.login })).toBeVisible();

    await user.click(screen.getByRole("button", { name: firstRw.market.closeMenu }));
    expect(document.getElementById(menuId ?? "")).not.toBeVisible();
  });

  it("shows the signed-in shopper's account menu in Kinyarwanda once its code arrives", async () => {
    fresh.session.startSession({
      access: "a",
      refresh: "r",
      user: { username: "keza", type: "user" },
      remember: false,
    });
    const { MarketHeader } = fresh.header;
    const { user } = fresh.render.renderRoute(<MarketHeader />, { path: "/market" });
    await user.click(screen.getAllByRole("button", { name: /keza/ })[0]!);
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByRole("menuitem", { name: detailRw.market.myOrders })).toBeVisible();
    expect(within(menu).getByRole("menuitem", { name: detailRw.market.logout })).toBeVisible();
  });
});
