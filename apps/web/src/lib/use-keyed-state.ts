import { type Dispatch, type SetStateAction, useCallback, useState } from "react";

/**
 * State that starts again from `initial` whenever `key` changes (a new address after back/forward, a value
 * the parent now holds), compared while drawing rather than in an effect. An effect that copies `key` in
 * also runs once after the first commit, and on a page the server drew that can be after the person's
 * first taps were played back (decision 237): it put back the empty category a shopper had just picked
 * and closed the menu a tap had just opened. `keep` may hold on to the current value across a change of
 * key (a search box keeps the space still being typed).
 */
export function useKeyedState<T>(
  key: unknown,
  initial: T,
  keep?: (current: T) => boolean,
): [T, Dispatch<SetStateAction<T>>] {
  const [state, setState] = useState({ key, value: initial });
  let current = state;
  if (!Object.is(state.key, key)) {
    // React's "adjust state while rendering": this render is redone at once with the new state.
    current = { key, value: keep?.(state.value) ? state.value : initial };
    setState(current);
  }
  const set = useCallback<Dispatch<SetStateAction<T>>>(
    (action) =>
      setState((previous) => ({
        key: previous.key,
        value: typeof action === "function" ? (action as (value: T) => T)(previous.value) : action,
      })),
    [],
  );
  return [current.value, set];
}
