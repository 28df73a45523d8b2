import {
  Children,
  type ComponentType,
  cloneElement,
  isValidElement,
  lazy,
  type ReactElement,
  type ReactNode,
} from "react";
import { completeActiveLanguage } from "./localized.ts";
import { useLanguage } from "./use-language.ts";

/** A fresh copy of an element and of the elements it holds, so that React renders them again. */
function renewed(node: ReactNode): ReactNode {
  if (!isValidElement<{ children?: ReactNode }>(node)) return node;
  const { children } = node.props;
  if (children === undefined) return cloneElement(node);
  return cloneElement(node, undefined, ...Children.toArray(children).map(renewed));
}

/**
 * The router keeps each route's element once and React skips an element it has already rendered, so a
 * screen would keep the texts of the language it was first shown in. Each route element is wrapped in
 * this: on a switch it hands React fresh copies, the screen renders again with its state kept.
 */
export function Relocalized({ element }: { element: ReactElement }) {
  useLanguage();
  return renewed(element);
}

type RouteLike = { element?: ReactNode; errorElement?: ReactNode; children?: RouteLike[] };

export function relocalizedRoutes<R extends RouteLike>(routes: R[]): R[] {
  return routes.map((route) => ({
    ...route,
    ...(isValidElement(route.element) ? { element: <Relocalized element={route.element} /> } : {}),
    ...(isValidElement(route.errorElement)
      ? { errorElement: <Relocalized element={route.errorElement} /> }
      : {}),
    ...(route.children ? { children: relocalizedRoutes(route.children) } : {}),
  }));
}

/**
 * React.lazy for a chunk whose texts must be in the active language before it first renders. When its
 * code or texts cannot be downloaded (offline, a dropped connection), the part says so in place and comes
 * back with the connection (pwa/needs-connection.tsx, decision 252), rather than the route's error page
 * replacing the screen.
 */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own constraint
export function lazyWithTexts<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  const withTexts = async () => {
    const module = await load();
    await completeActiveLanguage();
    return module;
  };
  return lazy(() =>
    withTexts().catch(async (error: unknown) => {
      if (!notDownloaded(error)) throw error;
      const part = await import("../../pwa/needs-connection.tsx").catch(() => Promise.reject(error));
      return { default: (await part.partAwaitingConnection(withTexts)) as T };
    }),
  );
}

/** A module or its stylesheet that did not arrive, in Chromium's, Firefox's or Safari's words. */
function notDownloaded(error: unknown): boolean {
  return (
    (typeof navigator === "object" && !navigator.onLine) ||
    /dynamically imported|module script|preload|fetch/i.test(String(error))
  );
}
