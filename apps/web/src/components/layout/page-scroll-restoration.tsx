import { type Location, ScrollRestoration } from "react-router";

/**
 * The router's scroll restoration keys each history entry by its key, and every page opened by the
 * browser itself (a link followed before the script ran, decision 237, a typed address, a reload) has the
 * same one, "default": the position saved when one such page was left was given back to the next, which
 * opened halfway down. Those entries are told apart by their address instead; a reload still comes back
 * where it was.
 */
export function scrollKey(location: Pick<Location, "key" | "pathname" | "search">): string {
  return location.key === "default" ? `${location.pathname}${location.search}` : location.key;
}

export function PageScrollRestoration() {
  return <ScrollRestoration getKey={scrollKey} />;
}
