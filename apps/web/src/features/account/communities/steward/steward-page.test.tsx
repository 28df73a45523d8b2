import type { Community, CommunityItem, Member } from "@heritage/domain/protocols";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderRoute } from "../../../../test/render.tsx";
import StewardPage from "./steward-page.tsx";

afterEach(() => vi.unstubAllGlobals());

type Answer = { status: number; body?: unknown };
type Call = { method: string; url: string; body: unknown };

/** A fetch answering "METHOD /path" from a table and recording each call with its body. */
function fakeApi(routes: Record<string, (body: unknown) => Answer>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url: url.split("?")[0]!, body });
      const answer = routes[`${method} ${url.split("?")[0]}`]?.(body) ?? {
        status: 404,
        body: { detail: "Not found." },
      };
      return jsonResponse(answer.status, answer.body);
    }),
  );
  return calls;
}

const steward = { status: "approved", role: "steward", reason: null } as const;
const community = (membership: Community["membership"]): Community[] => [
  { slug: "abahanzi", name: "Abahanzi", description: "", membership },
];
const person = (over: Partial<Member>): Member => ({
  user_id: 7,
  username: "keza",
  status: "pending",
  role: "member",
  created_at: "2026-11-20T08:00:00.000Z",
  decided_at: null,
  reason: null,
  ...over,
});
const inanga: CommunityItem = {
  id: "0b1c2d3e-0000-4000-8000-000000000001",
  slug: "inanga",
  title: "Inanga",
  access: "community",
  sacred: false,
  published: true,
  labels: [],
};
const protocol = {
  access: "community",
  community: "abahanzi",
  sacred: false,
  viewers: [],
  labels: [],
  media: [],
  can_set_access: false,
};

function world() {
  const people = [
    person({}),
    person({ user_id: 3, username: "mutesi", status: "approved", role: "steward" }),
  ];
  const items = [{ ...inanga }];
  const calls = fakeApi({
    "GET /api/communities": () => ({ status: 200, body: community(steward) }),
    "GET /api/communities/abahanzi/members": () => ({ status: 200, body: people }),
    "POST /api/communities/abahanzi/members/7": (body) => {
      const decision = body as { decision: string; reason?: string };
      people[0] = person({
        status: decision.decision === "approve" ? "approved" : "declined",
        decided_at: "2026-11-21T08:00:00.000Z",
        reason: decision.reason || null,
      });
      return { status: 200, body: people[0] };
    },
    "GET /api/communities/abahanzi/items": () => ({ status: 200, body: items }),
    [`GET /api/protocols/items/${inanga.id}`]: () => ({ status: 200, body: protocol }),
    [`PUT /api/protocols/items/${inanga.id}`]: (body) => {
      items[0] = { ...inanga, labels: (body as { labels: CommunityItem["labels"] }).labels };
      return { status: 200, body: { ...protocol, ...(body as object) } };
    },
  });
  return calls;
}

const render = () =>
  renderRoute(<StewardPage />, {
    path: "/profile/communities/:slug",
    initialEntry: "/profile/communities/abahanzi",
  });

describe("the stewards' screen", () => {
  it("approves a request; another steward is left to the admins", async () => {
    const calls = world();
    const { user } = render();
    expect(await screen.findByRole("heading", { level: 1, name: "Steward of Abahanzi" })).toBeInTheDocument();
    const requests = await screen.findByRole("region", { name: "Requests to join (1)" });
    await user.click(within(requests).getByRole("button", { name: "Approve keza" }));
    const members = await screen.findByRole("region", { name: "Members (2)" });
    expect(within(members).getByRole("article", { name: "keza" })).toHaveTextContent("Member");
    expect(within(members).getByRole("article", { name: "mutesi" })).toHaveTextContent(
      "Stewards are chosen by the administrators.",
    );
    expect(within(members).queryByRole("button", { name: "Remove mutesi" })).toBeNull();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ decision: "approve" });
  });

  it("declines with a reason through the shared dialog", async () => {
    const calls = world();
    const { user } = render();
    await user.click(await screen.findByRole("button", { name: "Decline keza" }));
    const dialog = screen.getByRole("dialog", { name: "Decline keza" });
    await user.type(within(dialog).getByLabelText("Reason (optional)"), "Not from Nyakarambi");
    await user.click(within(dialog).getByRole("button", { name: "Decline" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      decision: "decline",
      reason: "Not from Nyakarambi",
    });
  });

  it("labels an item, sending its protocol back unchanged but for the labels", async () => {
    const calls = world();
    const { user } = render();
    const row = await screen.findByRole("article", { name: "Inanga" });
    expect(row).toHaveTextContent("No label yet");
    await user.click(within(row).getByRole("button", { name: "Edit labels of Inanga" }));
    const dialog = await screen.findByRole("dialog", { name: "Labels of Inanga" });
    await user.click(await within(dialog).findByRole("checkbox", { name: "TK Community Voice" }));
    await user.click(within(dialog).getByRole("checkbox", { name: "TK Attribution" }));
    await user.click(within(dialog).getByRole("button", { name: "Save labels" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      access: "community",
      community: "abahanzi",
      sacred: false,
      viewers: [],
      labels: ["tk_attribution", "tk_community_voice"],
    });
    await waitFor(() =>
      expect(screen.getByRole("article", { name: "Inanga" })).toHaveTextContent("TK Attribution"),
    );
  });

  it("tells a member who is not a steward that the screen is not theirs, and asks nothing else", async () => {
    const calls = fakeApi({
      "GET /api/communities": () => ({
        status: 200,
        body: community({ status: "approved", role: "member", reason: null }),
      }),
    });
    render();
    expect(
      await screen.findByRole("heading", { level: 1, name: "You are not a steward of this community." }),
    ).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(["/api/communities"]);
  });
});
