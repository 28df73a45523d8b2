import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { switchLanguage } from "../../lib/i18n/language.ts";
import { jsonResponse } from "../../test/render.tsx";
import { DemoPaymentsBanner } from "./demo-payments-banner.tsx";

function renderWith(config: object) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () =>
      jsonResponse(200, { whatsapp_number: "250788000000", ways_to_pay: ["whatsapp"], ...config }),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <DemoPaymentsBanner />
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => switchLanguage("en", { remember: false }));
});

describe("DemoPaymentsBanner", () => {
  it("says no money moves while the API reports a payment simulator, in the reader's language", async () => {
    renderWith({ demo_payments: true });
    const banner = await screen.findByRole("complementary", { name: "Demo installation" });
    expect(banner).toHaveTextContent("Demo payments: no money moves");
    await act(() => switchLanguage("fr", { remember: false }));
    expect(
      await screen.findByText("Paiements de démonstration : aucun argent ne circule"),
    ).toBeInTheDocument();
    await act(() => switchLanguage("rw", { remember: false }));
    expect(await screen.findByText("Kwishyura by’igerageza: nta mafaranga yimuka")).toBeInTheDocument();
  });

  it("shows nothing on an installation with real payments", async () => {
    const view = renderWith({ demo_payments: false });
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await act(async () => {});
    expect(view.container).toBeEmptyDOMElement();
  });
});
