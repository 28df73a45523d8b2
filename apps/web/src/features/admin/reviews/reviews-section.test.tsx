import type { AdminReview } from "@heritage/domain/reviews";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderSection } from "../test/fake-api.tsx";
import ReviewsSection from "./reviews-section.tsx";

afterEach(() => vi.unstubAllGlobals());

const review: AdminReview = {
  id: 4,
  product_id: 9,
  product_name: "Agaseke basket",
  rating: 2,
  body: "Smaller than the pictures.",
  language: "en",
  author: "keza",
  verified_purchase: true,
  helpful_count: 0,
  edited: false,
  created_at: "2026-11-20T08:00:00.000Z",
  updated_at: "2026-11-20T08:00:00.000Z",
  status: "published",
  hidden_reason: null,
  hidden_at: null,
};
const page = (results: AdminReview[]) => ({
  status: 200,
  body: { count: results.length, next: null, previous: null, results },
});

describe("ReviewsSection's hide dialog", () => {
  it("refuses a reason under 3 characters at its field, before anything is sent", async () => {
    const user = userEvent.setup();
    const calls = fakeApi({ "GET /api/admin/reviews/": page([review]) });
    renderSection(<ReviewsSection />);
    await user.click(await screen.findByRole("button", { name: "Hide" }));
    const dialog = screen.getByRole("dialog", { name: "Hide this review" });
    await user.type(within(dialog).getByLabelText("Reason (the author reads it)"), "no");
    await user.click(within(dialog).getByRole("button", { name: "Hide review" }));
    expect(await within(dialog).findByText("Give a reason of at least 3 characters")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Reason (the author reads it)")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);
  });

  it("sends the reason, shows the server's refusal above the form, and closes once it is hidden", async () => {
    const user = userEvent.setup();
    const calls = fakeApi({
      "GET /api/admin/reviews/": page([review]),
      "POST /api/admin/reviews/4/hide/": [
        { status: 409, body: { detail: "This review is already hidden." } },
        { status: 200, body: { ...review, status: "hidden", hidden_reason: "Off topic" } },
      ],
    });
    renderSection(<ReviewsSection />);
    await user.click(await screen.findByRole("button", { name: "Hide" }));
    const dialog = screen.getByRole("dialog", { name: "Hide this review" });
    await user.type(within(dialog).getByLabelText("Reason (the author reads it)"), "Off topic");
    await user.click(within(dialog).getByRole("button", { name: "Hide review" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("This review is already hidden.");
    await user.click(within(dialog).getByRole("button", { name: "Hide review" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === "POST").map((call) => call.body)).toEqual([
      { reason: "Off topic" },
      { reason: "Off topic" },
    ]);
  });
});
