import type { InstitutionDetail } from "@heritage/domain/institutions-query";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderRoute } from "../../../test/render.tsx";
import { type MuseumTab, MuseumTabs } from "./museum-tabs.tsx";

const facet = (value: string, count: number) => ({ value, label: value, count });
const NO_FACETS = {
  type: [],
  collection: [],
  institution: [],
  community: [],
  period: [],
  language: [],
  has_media: [],
  subject: [],
};

/** The memorial as the repository answers: objects and pictures, none of natural history, no exhibition. */
function fakeApi() {
  return jsonResponse(200, {
    count: 4,
    next: null,
    previous: null,
    results: [],
    facets: {
      ...NO_FACETS,
      type: [facet("object", 4), facet("photograph", 2)],
      subject: [facet("Cultural Heritage", 4), facet("Remembrance", 2)],
    },
  });
}

const memorial = {
  slug: "kigali-genocide-memorial",
  name: "Kigali Genocide Memorial",
  language: "en",
  description: "A place of remembrance.",
  long_description: "A place of remembrance and learning.",
  exhibitions: [],
} as unknown as InstitutionDetail;

function open(tab: MuseumTab = "overview") {
  const onTabChange = vi.fn();
  renderRoute(
    <MuseumTabs museum={memorial} tab={tab} page={1} onTabChange={onTabChange} onPageChange={() => {}} />,
  );
  return onTabChange;
}

afterEach(() => vi.unstubAllGlobals());

describe("a museum's tabs (the memorial offered an empty Natural History tab)", () => {
  it("offers only the tabs with something in them", async () => {
    vi.stubGlobal("fetch", vi.fn(fakeApi));
    open();
    await waitFor(() =>
      expect(screen.queryByRole("tab", { name: "Natural History" })).not.toBeInTheDocument(),
    );
    const tabs = screen.getAllByRole("tab").map((tab) => tab.textContent);
    expect(tabs).toEqual(["Overview", "Gallery", "Artifacts", "Cultural Heritage"]);
  });

  it("opens the overview when the address names a tab with nothing in it", async () => {
    vi.stubGlobal("fetch", vi.fn(fakeApi));
    open("natural");
    await waitFor(() =>
      expect(screen.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true"),
    );
    expect(screen.getByText("A place of remembrance and learning.")).toBeInTheDocument();
  });
});
