import { EARLY_EVENTS_GLOBAL, type EarlyEvent, type EarlyEvents } from "@heritage/domain/early-events";

/**
 * The app's side of decision 237: the taps, typing and choices the head's script held while the page the
 * server drew was not yet hydrated are played again, in order, once React owns their element. A screen in
 * a Suspense boundary hydrates after the root, so each event waits for its own element; one still not
 * React's 10 s after it was first looked at (its part was drawn again instead) is played on the browser's own
 * terms (a POST form is answered 303 by the server, decision 237).
 */

const POLL_MS = 50;
const GIVE_UP_MS = 10_000;

function held(): EarlyEvents | null {
  return (Reflect.get(window, EARLY_EVENTS_GLOBAL) as EarlyEvents | undefined) ?? null;
}

interface Fiber {
  tag: number;
  flags: number;
  return: Fiber | null;
  alternate: Fiber | null;
}
const HOST_ROOT = 3;
const PLACEMENT_OR_HYDRATING = 2 | 4096;

/**
 * Whether React hands an event on this element to its handlers now: the test React makes itself
 * (getNearestMountedFiber, React 19). An element React is still hydrating already carries its props and
 * fiber; an event on it makes React finish that part at once, and a redraw in that moment puts a
 * controlled field back to the value React knew (a category picked early was lost that way).
 * early-events.test.tsx fails if a React upgrade changes what this reads.
 */
export function isCommitted(element: Element): boolean {
  const key = Object.keys(element).find((name) => name.startsWith("__reactFiber$"));
  if (key === undefined) return false;
  const fiber = Reflect.get(element, key) as Fiber;
  let top = fiber;
  let nearestMounted: Fiber | null = fiber;
  if (fiber.alternate !== null) {
    while (top.return !== null) top = top.return;
  } else {
    for (let node: Fiber | null = fiber; node !== null; node = node.return) {
      top = node;
      if ((node.flags & PLACEMENT_OR_HYDRATING) !== 0) nearestMounted = node.return;
    }
  }
  return top.tag === HOST_ROOT && nearestMounted === fiber;
}

/** Called once the root's hydration has committed (App's first effect). */
export function replayEarlyEvents(): void {
  // Said where a journey (e2e/support.ts waitForHydration) and a person's tools can see it.
  document.documentElement.dataset.hydrated = "";
  const state = held();
  if (state === null || state.ready) return;
  state.owns = isCommitted;
  state.ready = true;
  // When each event was first looked at here: the 10 s count from then.
  const firstLook = new WeakMap<EarlyEvent, number>();
  let scheduled = false;
  const later = (delay = POLL_MS) => {
    if (scheduled) return;
    scheduled = true;
    setTimeout(pump, delay);
  };
  const pump = () => {
    scheduled = false;
    while (state.queue.length > 0) {
      const event = state.queue[0] as EarlyEvent;
      if (!event.target.isConnected) {
        // Its part was drawn again (another language chosen on this device): nothing to play it on.
        state.queue.shift();
        continue;
      }
      if (!firstLook.has(event)) firstLook.set(event, Date.now());
      const late = Date.now() - (firstLook.get(event) ?? 0) > GIVE_UP_MS;
      if (!late && !isCommitted(event.target)) {
        later();
        return;
      }
      state.queue.shift();
      state.playing = true;
      try {
        play(event);
      } finally {
        state.playing = false;
      }
      // One event a turn: React commits what this one changed (its updates are flushed in a microtask)
      // before the next one's handler reads it — a Search tap played right after a category's change
      // would read the category before it.
      if (state.queue.length > 0) later(0);
      return;
    }
  };
  state.wake = () => later();
  // A turn after the root's commit, never inside it.
  later();
}

function play({ kind, target, value }: EarlyEvent): void {
  if (kind === "click" && target instanceof HTMLElement) playTap(target);
  else if (kind === "submit" && target instanceof HTMLFormElement) target.requestSubmit();
  else if (kind === "toggle" && target instanceof HTMLInputElement) {
    // React learns a checkbox's change from a click that changes what it last saw: it is shown the state
    // before the tap, then the tap is played (the browser toggles it back to what the person chose).
    target.checked = !value;
    target.click();
  } else if (kind === "value" && typeof value === "string") playValue(target, value);
}

/**
 * A tap as the browser makes it: some widgets answer the press rather than the click (Radix's tabs on
 * mousedown, its menus and selects on pointerdown), and the press went by before React was there.
 */
function playTap(target: HTMLElement): void {
  const press = { bubbles: true, cancelable: true, composed: true, button: 0, buttons: 1 };
  const pointer = { ...press, pointerId: 1, pointerType: "mouse", isPrimary: true };
  const hasPointer = typeof PointerEvent === "function";
  if (hasPointer) target.dispatchEvent(new PointerEvent("pointerdown", pointer));
  target.dispatchEvent(new MouseEvent("mousedown", press));
  if (hasPointer) target.dispatchEvent(new PointerEvent("pointerup", { ...pointer, buttons: 0 }));
  target.dispatchEvent(new MouseEvent("mouseup", { ...press, buttons: 0 }));
  target.click();
}

/** What was typed or chosen, for React's onChange: its last seen value is made another, then set. */
function playValue(target: Element, value: string): void {
  if (target instanceof HTMLSelectElement) {
    target.value = value;
    target.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  const prototype =
    target instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : target instanceof HTMLInputElement
        ? HTMLInputElement.prototype
        : null;
  if (prototype === null) return;
  const field = target as HTMLInputElement | HTMLTextAreaElement;
  // Through React's own setter (it remembers the value), then the element's (it does not).
  field.value = value === "" ? " " : "";
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}
