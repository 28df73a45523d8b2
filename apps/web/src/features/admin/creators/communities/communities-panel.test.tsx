import type { AdminCommunity, Member } from "@heritage/domain/protocols";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderSection } from "../../test/fake-api.tsx";
import { CommunitiesPanel } from "./communities-panel.tsx";

afterEach(() => vi.unstubAllGlobals());

const ok = (body: unknown, status = 200) => Promise.resolve({ status, body });
const potters: AdminCommunity = {
  slug: "nyakarambi",
  name: "Nyakarambi potters",
  description: "",
  pending: 1,
  members: 1,
  stewards: 0,
};
const member = (over: Partial<Member>): Member => ({
  user_id: 7,
  username: "keza",
  status: "pending",
  role: "member",
  created_at: "2026-11-20T08:00:00.000Z",
  decided_at: null,
  reason: null,
  ...over,
});

/** A server whose members change with the decisions it is sent. */
function server(people: Member[]) {
  return fakeApi({
    "GET /api/admin/communities": () => ok([potters]),
    "GET /api/communities/nyakarambi/members": () => ok(people),
    "POST /api/communities/nyakarambi/members/7": ({ body }) => {
      const decision = body as { decision: string; role: Member["role"]; reason: string };
      const index = people.findIndex((p) => p.user_id === 7);
      people[index] = member({
        status: decision.decision === "approve" ? "approved" : "declined",
        role: decision.role ?? "member",
        reason: decision.reason || null,
        decided_at: "2026-11-21T08:00:00.000Z",
      });
      return ok(people[index]);
    },
  });
}

async function openMembers() {
  const user = userEvent.setup();
  const list = await screen.findByRole("list", { name: "Communities" });
  expect(within(list).getByText("1 waiting · 1 member · 0 stewards")).toBeInTheDocument();
  await user.click(within(list).getByRole("button", { name: "Members of Nyakarambi potters" }));
  return user;
}

describe("CommunitiesPanel", () => {
  it("approves a waiting request as a steward, the person moving to the members", async () => {
    const calls = server([member({}), member({ user_id: 8, username: "mutesi", status: "approved" })]);
    renderSection(<CommunitiesPanel />);
    const user = await openMembers();

    const waiting = await screen.findByRole("region", { name: "Waiting (1)" });
    await user.click(within(waiting).getByRole("button", { name: "Approve as steward: keza" }));
    const members = await screen.findByRole("region", { name: "Members (2)" });
    expect(within(members).getByRole("article", { name: "keza" })).toHaveTextContent("Steward");
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ decision: "approve", role: "steward" });
    expect(screen.getByRole("region", { name: "Waiting (0)" })).toHaveTextContent("No one is waiting.");
  });

  it("declines with a reason the admin sees again among the declined", async () => {
    const calls = server([member({})]);
    renderSection(<CommunitiesPanel />);
    const user = await openMembers();

    await user.click(await screen.findByRole("button", { name: "Decline: keza" }));
    const dialog = screen.getByRole("dialog", { name: "Decline keza" });
    await user.type(within(dialog).getByLabelText("Reason (optional)"), "Not of the cooperative");
    await user.click(within(dialog).getByRole("button", { name: "Decline request" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    const declined = await screen.findByRole("region", { name: "Declined (1)" });
    expect(declined).toHaveTextContent("Reason given: Not of the cooperative");
    expect(within(declined).getByRole("button", { name: "Approve: keza" })).toBeEnabled();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      decision: "decline",
      reason: "Not of the cooperative",
    });
  });

  it("adds a community and shows the server's message at its field", async () => {
    const user = userEvent.setup();
    fakeApi({
      "GET /api/admin/communities": () => ok([]),
      "POST /api/admin/communities": () =>
        ok({ slug: ["Use lowercase letters, digits and single hyphens (at most 120 characters)"] }, 400),
    });
    renderSection(<CommunitiesPanel />);
    expect(await screen.findByText("No communities yet. Add the first one below.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Name in English"), "Gatagara potters");
    await user.type(screen.getByLabelText("Short name (in its address)"), "Gatagara Potters");
    await user.click(screen.getByRole("button", { name: "Add community" }));
    expect(await screen.findByText(/Use lowercase letters, digits and single hyphens/)).toBeInTheDocument();
    expect(screen.getByLabelText("Short name (in its address)")).toHaveAttribute("aria-invalid", "true");
  });

  it("adds a community named in the three languages: English the original, the others its translations", async () => {
    const user = userEvent.setup();
    const calls = fakeApi({
      "GET /api/admin/communities": () => ok([]),
      "POST /api/admin/communities": () => ok({ slug: "gatagara", name: "Gatagara potters" }, 201),
    });
    renderSection(<CommunitiesPanel />);
    await screen.findByText("No communities yet. Add the first one below.");
    await user.type(screen.getByLabelText("Name in Kinyarwanda"), "Ababumbyi b'i Gatagara");
    await user.type(screen.getByLabelText("Name in English"), "Gatagara potters");
    await user.type(screen.getByLabelText("Name in French"), "Potiers de Gatagara");
    await user.type(screen.getByLabelText("Short name (in its address)"), "gatagara");
    await user.click(screen.getByRole("button", { name: "Add community" }));
    await waitFor(() => expect(calls.find((c) => c.method === "POST")).toBeDefined());
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      name: "Gatagara potters",
      slug: "gatagara",
      description: "",
      original_language: "en",
      translations: { rw: { name: "Ababumbyi b'i Gatagara" }, fr: { name: "Potiers de Gatagara" } },
    });
    await waitFor(() => expect(screen.getByLabelText("Name in French")).toHaveValue(""));
  });

  it("a name in French alone is the original", async () => {
    const user = userEvent.setup();
    const calls = fakeApi({
      "GET /api/admin/communities": () => ok([]),
      "POST /api/admin/communities": () => ok({ slug: "x", name: "x" }, 201),
    });
    renderSection(<CommunitiesPanel />);
    await screen.findByText("No communities yet. Add the first one below.");
    await user.type(screen.getByLabelText("Name in French"), "Potiers de Gatagara");
    await user.type(screen.getByLabelText("Short name (in its address)"), "gatagara");
    await user.click(screen.getByRole("button", { name: "Add community" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({
        name: "Potiers de Gatagara",
        original_language: "fr",
        translations: {},
      }),
    );
  });
});
