import { EARLY_EVENTS_GLOBAL, EARLY_EVENTS_SCRIPT, type EarlyEvents } from "@heritage/domain/early-events";
import { act } from "@testing-library/react";
import { type FormEvent, Suspense, use, useEffect, useState, useSyncExternalStore } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { isCommitted, replayEarlyEvents } from "./early-events.ts";

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
let held: EarlyEvents;
beforeAll(() => {
  // As the head runs it: in the page's global scope, once (its listeners stay on the document).
  // biome-ignore lint/security/noGlobalEval: the inline script is a string, run as the browser runs it
  globalThis.eval(EARLY_EVENTS_SCRIPT);
  held = (window as unknown as Record<string, EarlyEvents>)[EARLY_EVENTS_GLOBAL] as EarlyEvents;
});
beforeEach(() => {
  // Each test is a page that has just arrived: nothing held, the app not yet there.
  act(() => root?.unmount());
  document.getElementById("root")?.remove();
  held.queue = [];
  held.ready = false;
  held.owns = undefined;
  held.wake = undefined;
});
afterAll(() => {
  // The script's listeners stay on this worker's shared document (isolate: false): with no #root left
  // they pass every event by.
  act(() => root?.unmount());
  document.getElementById("root")?.remove();
});

function serverDrawn(html: string): HTMLElement {
  const container = document.createElement("div");
  container.id = "root";
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

it("holds typing, a toggle, a tap and a submission made before hydration, and plays them in order after", async () => {
  const onSent = vi.fn();
  const container = serverDrawn(renderToString(<Sample onSent={onSent} />));
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

/** A screen whose data arrives after the root: React hydrates it later, in its own Suspense boundary. */
function Screen({ data, onPicked }: { data: Promise<string>; onPicked: (slug: string) => void }) {
  use(data);
  const [category, setCategory] = useState("");
  // Drawn one way on the server and another in the browser (as the session or the address can be):
  // React draws the screen again right after hydrating it, with the category it knows.
  const inBrowser = useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  );
  return (
    <select
      aria-label="category"
      data-in-browser={inBrowser}
      value={category}
      onChange={(event) => {
        setCategory(event.target.value);
        onPicked(event.target.value);
      }}
    >
      <option value="">All</option>
      <option value="books">Books</option>
    </select>
  );
}

function Page({ data, onPicked }: { data: Promise<string>; onPicked: (slug: string) => void }) {
  useEffect(() => replayEarlyEvents(), []);
  return (
    <main>
      <button type="button">menu</button>
      <Suspense fallback={<p>loading</p>}>
        <Screen data={data} onPicked={onPicked} />
      </Suspense>
    </main>
  );
}

it("keeps a choice made on a part React has not hydrated yet, though React hydrates it on that choice", async () => {
  const onPicked = vi.fn();
  const arrived = Object.assign(Promise.resolve("data"), { status: "fulfilled", value: "data" });
  const container = serverDrawn(renderToString(<Page data={arrived} onPicked={onPicked} />));
  let deliver: (value: string) => void = () => {};
  const data = new Promise<string>((resolve) => {
    deliver = resolve;
  });
  await act(async () => {
    root = hydrateRoot(container, <Page data={data} onPicked={onPicked} />);
  });
  const select = container.querySelector("select") as HTMLSelectElement;
  const menu = container.querySelector("button") as HTMLButtonElement;
  // The root is React's; the screen is still the server's.
  expect(held.ready).toBe(true);
  expect(isCommitted(menu)).toBe(true);
  expect(isCommitted(select)).toBe(false);

  // Its data is there and React will hydrate it at its next turn, but the choice comes first: as a
  // browser makes it, the value changes, then `input`, then `change`.
  deliver("data");
  await Promise.resolve();
  await Promise.resolve();
  select.value = "books";
  select.dispatchEvent(new Event("input", { bubbles: true }));
  select.dispatchEvent(new Event("change", { bubbles: true }));

  await vi.waitFor(() => expect(held.queue).toEqual([]), { timeout: 3_000 });
  expect(isCommitted(select)).toBe(true);
  expect(select.value).toBe("books");
  // Played once, with the choice (not the value React put back while it hydrated).
  expect(onPicked.mock.calls).toEqual([["books"]]);
});
