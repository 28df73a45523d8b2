import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NewsletterForm } from "./newsletter-form.tsx";

afterEach(() => vi.useRealTimers());

describe("newsletter box (product §4)", () => {
  it("shows 'Subscribed!' with the button disabled for 3 s, then clears, without any call", () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    render(<NewsletterForm />);
    const box = screen.getByLabelText("Email address");

    fireEvent.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(screen.getByRole("button", { name: "Subscribe" })).toBeEnabled();

    fireEvent.change(box, { target: { value: "reader@example.rw" } });
    fireEvent.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(screen.getByRole("button", { name: "Subscribed!" })).toBeDisabled();

    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole("button", { name: "Subscribed!" })).toBeDisabled();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("button", { name: "Subscribe" })).toBeEnabled();
    expect(box).toHaveValue("");
    expect(fetchMock).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
