import { EARLY_EVENTS_GLOBAL, EARLY_EVENTS_SCRIPT, type EarlyEvents } from "@heritage/domain/early-events";
import { act } from "@testing-library/react";
import { type FormEvent, useEffect, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterAll, expect, it, vi } from "vitest";
import { replayEarlyEvents } from "./early-events.ts";

/**
 * Decision 237 from end to end in one document: the head's script (as the server inlines it) holds what
 * is done to a server-drawn form before React hydrates it, and the app plays it once it has.
 */

type Sent = { term: string; agreed: boolean; taps: number; tab: string };

function Sample({ onSent }: { onSent: (sent: Sent) => void }) {
  const [term, setTerm] = useState("");
  const [tab, setTab] = useState("one");
  const [agreed, setAgreed] = useState(false);
  const [taps, setTaps] = useState(0);
  useEffect(() => replayEarlyEvents(), []);
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSent({ term, agreed, taps, tab });
  };
  return (
    <form method="post" onSubmit={send}>
      <input aria-label="term" value={term} onChange={(event) => setTerm(event.target.value)} />
      <input
        type="checkbox"
        aria-label="agreed"
        checked={agreed}
        onChange={(event) => setAgreed(event.target.checked)}
      />
      <button type="button" onClick={() => setTaps((count) => count + 1)}>
        tap {taps}
      </button>
      {/* As Radix's tabs do: the press selects, not the click. */}
      <button type="button" role="tab" aria-selected={tab === "two"} onMouseDown={() => setTab("two")}>
        two
      </button>
      <button type="submit">send</button>
    </form>
  );
}

let root: Root | null = null;
afterAll(() => {
  // The script's listeners stay on this worker's shared document (isolate: false): with no #root left
  // they pass every event by.
  act(() => root?.unmount());
  document.getElementById("root")?.remove();
});

it("holds typing, a toggle, a tap and a submission made before hydration, and plays them in order after", async () => {
  const onSent = vi.fn();
  const container = document.createElement("div");
  container.id = "root";
  container.innerHTML = renderToString(<Sample onSent={onSent} />);
  document.body.append(container);
  // As the head runs it: in the page's global scope.
  // biome-ignore lint/security/noGlobalEval: the inline script is a string, run as the browser runs it
  globalThis.eval(EARLY_EVENTS_SCRIPT);
  const nativeSubmissions = vi.fn();
  container.addEventListener("submit", nativeSubmissions);

  const term = container.querySelector("input:not([type])") as HTMLInputElement;
  term.value = "agaseke";
  term.dispatchEvent(new Event("input", { bubbles: true }));
  (container.querySelector("input[type=checkbox]") as HTMLInputElement).click();
  const [tap, tabTwo, send] = [...container.querySelectorAll("button")] as HTMLButtonElement[];
  tap?.click();
  tabTwo?.click();
  expect(nativeSubmissions).not.toHaveBeenCalled();
  const held = (window as unknown as Record<string, EarlyEvents>)[EARLY_EVENTS_GLOBAL];
  expect(held?.queue.map((event) => event.kind)).toEqual(["value", "toggle", "click", "click"]);

  await act(async () => {
    root = hydrateRoot(container, <Sample onSent={onSent} />);
  });
  // Sent once React owns the form but before the typing held for it is played: it waits its turn.
  send?.click();
  expect(held?.queue.at(-1)?.kind).toBe("click");
  // Stopped: the browser did not send the form.
  expect(nativeSubmissions).not.toHaveBeenCalled();
  await vi.waitFor(() => expect(onSent).toHaveBeenCalledTimes(1), { timeout: 3_000 });
  expect(onSent).toHaveBeenCalledWith({ term: "agaseke", agreed: true, taps: 1, tab: "two" });
  expect(held?.queue).toEqual([]);
  expect(document.documentElement.dataset.hydrated).toBe("");

  // Once hydrated, React has the events itself: nothing more is held.
  await act(async () => tap?.click());
  expect(held?.queue).toEqual([]);
  expect(tap?.textContent).toBe("tap 2");
});
