import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QuoteRequestSection } from "./quote-request-section.tsx";

/** product §4/§5: 'Sending...' for 2 s for a valid draft, nothing sent; an invalid one is quietly ignored. */
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderForm() {
  render(<QuoteRequestSection />);
  return userEvent.setup();
}

/** Submits with the clock under the test's control from then on (the draft is typed in real time). */
function submit() {
  vi.useFakeTimers();
  fireEvent.click(send());
}

const send = () => screen.getByRole("button", { name: /Send inquiry|Sending\.\.\./ });

describe("QuoteRequestSection", () => {
  it("shows 'Sending...' for 2 s for a valid draft, sends nothing, clears the form and says it was a preview", async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText("What item do you need?"), "Agaseke baskets for a wedding");
    await user.type(screen.getByLabelText("Quantity"), "40");
    await user.selectOptions(screen.getByLabelText("Unit"), "Boxes");
    submit();

    expect(send()).toHaveTextContent("Sending...");
    expect(send()).toBeDisabled();
    act(() => vi.advanceTimersByTime(1_900));
    expect(send()).toHaveTextContent("Sending...");
    act(() => vi.advanceTimersByTime(200));
    expect(send()).toHaveTextContent("Send inquiry");
    expect(send()).toBeEnabled();
    expect(screen.getByLabelText("What item do you need?")).toHaveValue("");
    expect(screen.getByRole("status")).toHaveTextContent(
      "Preview only: your request was not sent to anyone.",
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ["no item", "", "3"],
    ["a blank item", "   ", "3"],
    ["no quantity", "Imigongo panels", ""],
    ["a quantity of 0", "Imigongo panels", "0"],
    ["a fractional quantity", "Imigongo panels", "1.5"],
  ])("ignores a draft with %s: no 'Sending...', no message, nothing sent", async (_case, item, quantity) => {
    const user = renderForm();
    if (item) await user.type(screen.getByLabelText("What item do you need?"), item);
    if (quantity) await user.type(screen.getByLabelText("Quantity"), quantity);
    submit();
    act(() => vi.advanceTimersByTime(2_500));

    expect(send()).toHaveTextContent("Send inquiry");
    expect(send()).toBeEnabled();
    // No messages (product §5): no alert, nothing marked invalid by the browser either (noValidate).
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(send().closest("form")).toHaveAttribute("novalidate");
    expect(fetchMock).not.toHaveBeenCalled();
    // The typed draft stays, and the field to fix has the focus.
    const wrong = item.trim() ? "Quantity" : "What item do you need?";
    expect(screen.getByLabelText(wrong)).toHaveFocus();
  });
});
