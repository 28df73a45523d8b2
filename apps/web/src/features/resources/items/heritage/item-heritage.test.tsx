import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoute } from "../../../../test/render.tsx";
import { ItemLabels, labelMeaningUrl } from "./item-labels.tsx";
import { MadeToday } from "./made-today.tsx";

const ATTRIBUTION = {
  code: "tk_attribution" as const,
  kind: "tk" as const,
  name: "TK Attribution",
  explanation: "The community asks that this knowledge be credited to them whenever it is used.",
};
const PROVENANCE = {
  code: "bc_provenance" as const,
  kind: "bc" as const,
  name: "BC Provenance",
  explanation: "This comes from the named community's lands and waters.",
};

describe("an item's Local Contexts labels", () => {
  it("shows each label's icon, name and explanation, and links to its meaning on localcontexts.org", () => {
    renderRoute(<ItemLabels labels={[ATTRIBUTION, PROVENANCE]} />);
    const section = screen.getByRole("region", { name: "Traditional Knowledge and Biocultural labels" });
    const rows = within(section).getAllByRole("listitem");
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText(ATTRIBUTION.explanation)).toBeInTheDocument();
    expect(rows[0]?.querySelector("[data-label-icon='tk_attribution']")?.textContent).toBe("TK");
    expect(rows[1]?.querySelector("[data-label-icon='bc_provenance']")?.textContent).toBe("BC");
    expect(
      within(section).getByRole("link", { name: "What TK Attribution means, on localcontexts.org" }),
    ).toHaveAttribute("href", "https://localcontexts.org/label/tk-attribution/");
    expect(within(rows[1] as HTMLElement).getByText("(Biocultural label)")).toBeInTheDocument();
  });

  it("shows nothing when the community placed no label", () => {
    renderRoute(<ItemLabels labels={[]} />);
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
  });

  it("names every label's page with dashes, as Local Contexts does", () => {
    expect(labelMeaningUrl("tk_secret_sacred")).toBe("https://localcontexts.org/label/tk-secret-sacred/");
    expect(labelMeaningUrl("bc_consent_non_verified")).toBe(
      "https://localcontexts.org/label/bc-consent-non-verified/",
    );
  });
});

describe("Made today in this tradition", () => {
  it("lists the linked products with their price, each opening its details in the market", () => {
    renderRoute(
      <MadeToday
        products={[
          { id: 7, name: "Imigongo panel", price: 45000, image: "/media/products/7-thumb.webp" },
          { id: 9, name: "Agaseke basket", price: 12000, image: null },
        ]}
      />,
    );
    const section = screen.getByRole("region", { name: "Made today in this tradition" });
    expect(within(section).getByRole("link", { name: "Imigongo panel" })).toHaveAttribute(
      "href",
      "/market?product=7",
    );
    expect(within(section).getByRole("link", { name: "Agaseke basket" })).toHaveAttribute(
      "href",
      "/market?product=9",
    );
    expect(within(section).getByText(/45[,.\s\u202f]?000/)).toBeInTheDocument();
    expect(within(section).getByText("No picture")).toBeInTheDocument();
  });

  it("shows nothing when no product is linked", () => {
    renderRoute(<MadeToday products={[]} />);
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
  });
});
