import { act, render, screen } from "@testing-library/react";
import { Component, type ReactNode, Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { switchLanguage } from "../lib/i18n/language.ts";
import { lazyWithTexts } from "../lib/i18n/relocalized.tsx";

/** The route's error page in small: what a part must not fall into when its code did not arrive. */
class RouteError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Something went wrong</p> : this.props.children;
  }
}

function notDownloaded(): Promise<never> {
  return Promise.reject(new TypeError("Failed to fetch dynamically imported module: /assets/part-abc.js"));
}

describe("a lazy part whose code cannot be downloaded (decision 252)", () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await switchLanguage("en", { remember: false });
  });

  it("says in place that it needs the connection, and appears once the connection is back", async () => {
    let online = false;
    const Part = lazyWithTexts(() =>
      online
        ? Promise.resolve({ default: ({ name }: { name: string }) => <p>Details of {name}</p> })
        : notDownloaded(),
    );
    render(
      <RouteError>
        <p>The market around it</p>
        <Suspense fallback={null}>
          <Part name="Peace basket" />
        </Suspense>
      </RouteError>,
    );
    expect(
      await screen.findByText(
        "This part needs a connection. It will appear as soon as you are online again.",
      ),
    ).toBeTruthy();
    expect(screen.getByText("The market around it")).toBeTruthy();
    expect(screen.queryByText("Something went wrong")).toBeNull();

    online = true;
    await act(async () => {
      window.dispatchEvent(new Event("online"));
    });
    expect(await screen.findByText("Details of Peace basket")).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("says it in the reader's language, with a way to try again", async () => {
    await switchLanguage("fr", { remember: false });
    const Part = lazyWithTexts(notDownloaded);
    render(
      <Suspense fallback={null}>
        <Part />
      </Suspense>,
    );
    expect(
      await screen.findByText(
        "Cette partie a besoin d’une connexion. Elle s’affichera dès que vous serez de nouveau en ligne.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Réessayer" })).toBeTruthy();
  });

  it("still shows a real fault as one", async () => {
    const Part = lazyWithTexts(() => Promise.reject(new RangeError("a bug in the part")));
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <RouteError>
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      </RouteError>,
    );
    expect(await screen.findByText("Something went wrong")).toBeTruthy();
  });
});
