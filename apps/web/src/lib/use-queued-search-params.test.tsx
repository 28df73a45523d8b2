import { act, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { useQueuedSearchParams } from "./use-queued-search-params.ts";

let setParams: ReturnType<typeof useQueuedSearchParams>[1] = () => undefined;

function Probe() {
  const [, set] = useQueuedSearchParams();
  setParams = set;
  return <output>{useLocation().search}</output>;
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: "/market", element: <Probe /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe("useQueuedSearchParams", () => {
  it("keeps both of two updates made before the page draws again", async () => {
    renderAt("/market?category=baskets");
    await act(async () => {
      setParams((next) => {
        next.set("filter", "sale");
        return next;
      });
      setParams((next) => {
        next.set("sort", "-price");
        return next;
      });
    });
    expect(screen.getByRole("status").textContent).toBe("?category=baskets&filter=sale&sort=-price");
  });

  it("starts from the address again once it has moved on (back, a link)", async () => {
    const router = renderAt("/market?filter=sale");
    await act(async () => {
      setParams((next) => {
        next.set("sort", "-price");
        return next;
      });
    });
    await act(async () => {
      await router.navigate("/market?view=list");
    });
    await act(async () => {
      setParams((next) => {
        next.set("page", "2");
        return next;
      });
    });
    expect(screen.getByRole("status").textContent).toBe("?view=list&page=2");
  });

  it("takes a plain value as React Router's does", async () => {
    renderAt("/market?filter=sale");
    await act(async () => setParams({ q: "agaseke" }));
    expect(screen.getByRole("status").textContent).toBe("?q=agaseke");
  });
});
