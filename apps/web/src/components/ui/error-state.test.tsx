import { render, screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { commonMessages } from "../../lib/i18n/areas/common.ts";
import { ErrorState } from "./error-state.tsx";

afterEach(() => {
  vi.restoreAllMocks();
});

it("says something went wrong when the device is online", () => {
  render(<ErrorState message="The reviews could not be loaded." />);
  expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeTruthy();
  expect(screen.getByText("The reviews could not be loaded.")).toBeTruthy();
});

it("offline, says the connection is missing instead of something went wrong", () => {
  vi.spyOn(window.navigator, "onLine", "get").mockReturnValue(false);
  render(<ErrorState message="The reviews could not be loaded." />);
  expect(screen.getByRole("heading", { name: commonMessages.common.networkError })).toBeTruthy();
  expect(screen.getByText("The reviews could not be loaded.")).toBeTruthy();
  expect(screen.queryByText("Something went wrong")).toBeNull();
});

it("offline, a part's own title stays and the connection is said below it", () => {
  vi.spyOn(window.navigator, "onLine", "get").mockReturnValue(false);
  render(<ErrorState title="Connection Error" />);
  expect(screen.getByRole("heading", { name: "Connection Error" })).toBeTruthy();
  expect(screen.getByText(commonMessages.common.networkError)).toBeTruthy();
});
