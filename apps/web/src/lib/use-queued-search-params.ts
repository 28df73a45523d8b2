import { useCallback, useRef } from "react";
import { createSearchParams, type SetURLSearchParams, useSearchParams } from "react-router";

/**
 * React Router's useSearchParams, with functional updates that build on each other. Its own
 * setter hands the updater the parameters of the last render, so two changes made before the page
 * draws again (a shopper tapping "On Sale" and then the sort, an input and a select handled in the
 * same event) keep only the second: the filter was lost in a journey under load. Here an updater
 * gets what the previous call wrote, as long as no render has brought newer parameters since.
 */
export function useQueuedSearchParams(): [URLSearchParams, SetURLSearchParams] {
  const [params, setParams] = useSearchParams();
  // What the last call wrote, and over which rendered parameters it wrote it.
  const written = useRef<{ over: URLSearchParams; next: URLSearchParams } | null>(null);
  const set = useCallback<SetURLSearchParams>(
    (nextInit, options) => {
      const base = new URLSearchParams(written.current?.over === params ? written.current.next : params);
      const next = createSearchParams(typeof nextInit === "function" ? nextInit(base) : nextInit);
      written.current = { over: params, next };
      setParams(next, options);
    },
    [params, setParams],
  );
  return [params, set];
}
