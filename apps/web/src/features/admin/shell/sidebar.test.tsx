import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { switchLanguage } from "../../../lib/i18n/language.ts";
import { Relocalized } from "../../../lib/i18n/relocalized.tsx";
import { MobileSidebar } from "./sidebar.tsx";

afterEach(async () => {
  await switchLanguage("en", { remember: false });
});

describe("the admin's phone menu", () => {
  it("holds the language switcher (the top bar has no room for it under 768 px) and re-reads itself", async () => {
    const user = userEvent.setup();
    render(
      <Relocalized
        element={<MobileSidebar open onOpenChange={() => {}} active="products" onChoose={() => {}} />}
      />,
    );
    expect(screen.getByRole("navigation", { name: "Admin sections" })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole("combobox", { name: "Language" }), "fr");

    expect(await screen.findByRole("navigation", { name: "Rubriques de l’administration" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Produits" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("button", { name: "Fermer le menu" })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("fr");
    expect(localStorage.getItem("lang")).toBe("fr");
  });
});
