import type { JobFailure } from "@heritage/domain/background-jobs";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "../../../components/ui/toaster.tsx";
import { fakeApi, renderSection } from "../test/fake-api.tsx";
import JobsSection from "./jobs-section.tsx";

afterEach(() => vi.unstubAllGlobals());
/** How long a find waits for an answer to render on a busy machine (not a measured time). */
const SLOW = { timeout: 5000 };

const failure = (id: number, fields: Partial<JobFailure>): JobFailure => ({
  id,
  job_id: `00000000-0000-4000-8000-00000000000${id}`,
  kind: "payment-reconciliation",
  attempt: 1,
  max_attempts: 3,
  error: "MTN MoMo did not answer in 10 s",
  final: false,
  failed_at: "2026-11-25T08:30:00Z",
  job_status: "queued",
  next_attempt_at: "2026-11-25T08:31:00Z",
  ...fields,
});
const page = (results: JobFailure[]) => ({ count: results.length, next: null, previous: null, results });

function renderJobs() {
  return renderSection(
    <>
      <JobsSection />
      <Toaster />
    </>,
  );
}

describe("JobsSection", () => {
  it("says when nothing failed", async () => {
    fakeApi({ "GET /api/admin/job-failures/": { status: 200, body: page([]) } });
    renderJobs();
    expect(await screen.findByText("No failures", {}, SLOW)).toBeInTheDocument();
  });

  it("lists each failed attempt with its job's state, and retries only a job that gave up", async () => {
    const user = userEvent.setup();
    const gaveUp = failure(2, {
      kind: "iiif-tiles",
      attempt: 5,
      max_attempts: 5,
      error: "Input buffer contains unsupported image format",
      final: true,
      job_status: "failed",
      next_attempt_at: null,
    });
    const calls = fakeApi({
      "GET /api/admin/job-failures/": [
        { status: 200, body: page([gaveUp, failure(1, {})]) },
        { status: 200, body: page([{ ...gaveUp, job_status: "queued" }, failure(1, {})]) },
      ],
      [`POST /api/admin/jobs/${gaveUp.job_id}/retry/`]: {
        status: 200,
        body: { id: gaveUp.job_id, status: "queued" },
      },
    });
    renderJobs();
    const list = await screen.findByRole("list", { name: "Failed attempts" }, SLOW);
    const [tiles, payments] = within(list).getAllByRole("listitem") as [HTMLElement, HTMLElement];
    expect(within(tiles).getByRole("heading", { name: "Image tiles (zoom)" })).toBeInTheDocument();
    expect(within(tiles).getByText(/Attempt 5 of 5/)).toBeInTheDocument();
    expect(within(tiles).getByText("Gave up")).toBeInTheDocument();
    expect(within(tiles).getByText("Input buffer contains unsupported image format")).toBeInTheDocument();
    expect(within(payments).getByRole("heading", { name: "Payment check" })).toBeInTheDocument();
    expect(within(payments).getByText(/^Next attempt: /)).toBeInTheDocument();
    expect(within(payments).queryByRole("button")).toBeNull();

    await user.click(within(tiles).getByRole("button", { name: "Retry the job: Image tiles (zoom)" }));
    expect(await screen.findByText("The job is queued again.", {}, SLOW)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST").map((call) => call.url)).toEqual([
      `/api/admin/jobs/${gaveUp.job_id}/retry/`,
    ]);
  });
});
