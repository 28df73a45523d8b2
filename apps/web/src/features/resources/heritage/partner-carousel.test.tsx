import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderRoute } from "../../../test/render.tsx";
import { PartnerCarousel } from "./partner-carousel.tsx";

let serverUp = false;
beforeEach(() => {
  serverUp = false;
  vi.stubGlobal(
    "fetch",
    vi.fn(async () =>
      serverUp
        ? jsonResponse(200, {
            count: 1,
            next: null,
            previous: null,
            results: [{ id: 1, name: "Hills Heritage Trust", description: "Archives.", image: "/p.webp" }],
          })
        : jsonResponse(500, { detail: "Server error" }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("partner carousel", () => {
  it("says the partners could not be loaded and loads them on retry", async () => {
    const { user } = renderRoute(<PartnerCarousel />, { path: "/resources/heritage" });
    const partners = screen.getByRole("region", { name: "Our partners" });
    expect(await within(partners).findByRole("alert")).toHaveTextContent(
      "We could not load this content. Please try again.",
    );
    expect(within(partners).queryByRole("status")).not.toBeInTheDocument();

    serverUp = true;
    await user.click(within(partners).getByRole("button", { name: "Try Again" }));
    expect(await within(partners).findByText("Hills Heritage Trust")).toBeInTheDocument();
    expect(within(partners).queryByRole("alert")).not.toBeInTheDocument();
  });
});
