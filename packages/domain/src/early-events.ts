/**
 * Taps made on a page the server drew before its script has hydrated it (decision 237). The HTML shows
 * working-looking buttons and forms seconds before React owns them on a slow phone; a tap then would be
 * lost (a button does nothing) or harmful (a form submits itself natively). This script, inlined in the
 * head of every server-drawn page (allowed by its hash in the CSP), holds them until the app replays them
 * (apps/web/src/lib/early-events.ts):
 * - a click on a button-like element not yet owned by React is stopped and queued (its default action, a
 *   form's submission, never happens); a real link is let through, a full navigation loses nothing;
 * - a form's submission (Enter in a form without a button) is stopped and queued the same way;
 * - a checkbox or radio toggles as the browser does (a test or a person sees it change) and is queued;
 * - typing and choices in selects are queued with their value, for React's state to learn them, and kept
 *   from React until then: React answers an event on a part it has not hydrated by hydrating it at once,
 *   and a redraw in that moment put a controlled select back to the value React knew (a category picked
 *   early was lost between the select's `input` and `change`). A field's `input` and `change` in a row
 *   are one held value, so a choice is played once.
 * An element is React's once the app, after the root committed (`ready`), says its part is committed
 * (`owns`, the test React itself makes before it hands an event to a handler); while anything is still
 * queued, what follows is queued behind it, in order (an Enter let through to a hydrated form before the
 * typing held for it was played sent an empty search). Everything is kept in `window[EARLY_EVENTS_GLOBAL]`.
 */
export const EARLY_EVENTS_GLOBAL = "__earlyEvents";

/** What the script keeps, as the app reads it. */
export interface EarlyEvents {
  /** Set by the app once the root's hydration has committed. */
  ready?: boolean;
  /** Set by the app with `ready`: whether React hands an event on this element to its handlers now. */
  owns?: (element: Element) => boolean;
  /** Set by the app while it plays an event: what that dispatches is not held again. */
  playing?: boolean;
  /** Called by the script after it queued an event, once the app has set it. */
  wake?: () => void;
  queue: EarlyEvent[];
}

export interface EarlyEvent {
  kind: "click" | "submit" | "toggle" | "value";
  target: Element;
  /** The field's value (`value`) or checked state (`toggle`) at the time. */
  value?: string | boolean;
}

// Plain ES5 and small: it runs before anything else, on every server-drawn page, in every browser.
export const EARLY_EVENTS_SCRIPT = `(function(){var s={queue:[]};window.${EARLY_EVENTS_GLOBAL}=s;\
var B="button,input[type=submit],input[type=button],input[type=image],input[type=reset],[role=button],[role=tab],[role=switch],[role=menuitem],[role=option],[role=combobox],summary,a[href]";\
function take(v){if(s.playing)return;var t=v.target;if(!t||!t.closest||!t.closest("#root"))return;var e,k;\
if(v.type==="click"){if(t.matches("input[type=checkbox],input[type=radio]")){e=t;k="toggle"}else{e=t.closest(B);k="click";if(!e||e.tagName==="A")return}}\
else if(v.type==="submit"){e=t;k="submit"}else{if(!t.matches("input,textarea,select")||t.matches("input[type=checkbox],input[type=radio]"))return;e=t;k="value"}\
if(s.ready&&s.owns&&s.owns(e)&&s.queue.length===0)return;\
if(k==="click"||k==="submit")v.preventDefault();if(k!=="toggle")v.stopPropagation();\
var l=s.queue[s.queue.length-1];if(k==="value"&&l&&l.kind==="value"&&l.target===e)l.value=e.value;\
else s.queue.push({kind:k,target:e,value:k==="toggle"?e.checked:k==="value"?e.value:undefined});if(s.wake)s.wake()}\
["click","submit","input","change"].forEach(function(n){document.addEventListener(n,take,true)})})();`;
