import type { Community } from "@heritage/domain/protocols";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "../../../test/render.tsx";
import { CommunitiesSection } from "./communities-section.tsx";

afterEach(() => vi.unstubAllGlobals());

type Answer = { status: number; body?: unknown };
const ok = (body: unknown, status = 200): Answer => ({ status, body });

/** A fetch answering "METHOD /path" from a table and recording each call. */
function fakeApi(routes: Record<string, () => Answer>) {
  const calls: { method: string; url: string }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      calls.push({ method, url });
      const answer = routes[`${method} ${url.split("?")[0]}`]?.() ?? {
        status: 404,
        body: { detail: "Not found." },
      };
      return jsonResponse(answer.status, answer.body);
    }),
  );
  return calls;
}

function renderSection(element: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter>
      <QueryClientProvider client={client}>{element}</QueryClientProvider>
    </MemoryRouter>,
  );
}
const community = (slug: string, name: string, membership: Community["membership"]): Community => ({
  slug,
  name,
  description: "",
  membership,
});

describe("CommunitiesSection on /profile", () => {
  it("asks to join, and shows where each request stands with a decline's reason", async () => {
    const user = userEvent.setup();
    const rows = [
      community("nyakarambi", "Nyakarambi potters", null),
      community("gatagara", "Gatagara potters", { status: "declined", role: "member", reason: "Not yet" }),
      community("nyanza", "Nyanza weavers", { status: "approved", role: "steward", reason: null }),
    ];
    const calls = fakeApi({
      "GET /api/communities": () => ok(rows),
      "POST /api/communities/nyakarambi/membership": () => {
        rows[0] = community("nyakarambi", "Nyakarambi potters", {
          status: "pending",
          role: "member",
          reason: null,
        });
        return ok({}, 201);
      },
    });
    renderSection(<CommunitiesSection />);

    const declined = await screen.findByRole("article", { name: "Gatagara potters" });
    expect(declined).toHaveTextContent("Your request was declined.");
    expect(declined).toHaveTextContent("Reason given: Not yet");
    expect(
      within(declined).getByRole("button", { name: "Ask again to join Gatagara potters" }),
    ).toBeEnabled();
    expect(screen.getByRole("article", { name: "Nyanza weavers" })).toHaveTextContent(
      "You are a steward of this community.",
    );
    // A steward's decisions are on their own screen (decision 168); nobody else is offered it.
    expect(
      within(screen.getByRole("article", { name: "Nyanza weavers" })).getByRole("link", {
        name: "Decide as a steward of Nyanza weavers",
      }),
    ).toHaveAttribute("href", "/profile/communities/nyanza");
    expect(screen.getAllByRole("link")).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Ask to join Nyakarambi potters" }));
    const asked = screen.getByRole("article", { name: "Nyakarambi potters" });
    expect(await within(asked).findByText("Your request is waiting for a decision.")).toBeInTheDocument();
    expect(within(asked).queryByRole("button")).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST").map((c) => c.url)).toEqual([
      "/api/communities/nyakarambi/membership",
    ]);
  });

  it("shows nothing while there is no community to join", async () => {
    fakeApi({ "GET /api/communities": () => ok([]) });
    const { container } = renderSection(<CommunitiesSection />);
    await vi.waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
