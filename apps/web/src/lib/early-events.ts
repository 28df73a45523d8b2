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
  return (window as unknown as Record<string, EarlyEvents | undefined>)[EARLY_EVENTS_GLOBAL] ?? null;
}

function isReacts(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith("__reactProps$"));
}

/** Called once the root's hydration has committed (App's first effect). */
export function replayEarlyEvents(): void {
  // Said where a journey (e2e/support.ts waitForHydration) and a person's tools can see it.
  document.documentElement.dataset.hydrated = "";
  const state = held();
  if (state === null || state.ready) return;
  state.ready = true;
  // When each event was first looked at here: the 10 s count from then.
  const firstLook = new WeakMap<EarlyEvent, number>();
  // An element seen React's on one look is played on the next: its props are set while React draws it,
  // a moment before that part is committed and its handlers answer.
  const seen = new WeakSet<Element>();
  let scheduled = false;
  const later = () => {
    if (scheduled) return;
    scheduled = true;
    setTimeout(pump, POLL_MS);
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
      if (!late && !(isReacts(event.target) && seen.has(event.target))) {
        if (isReacts(event.target)) seen.add(event.target);
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
    }
  };
  state.wake = later;
  pump();
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
