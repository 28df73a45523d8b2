import { type ReactNode, Suspense, useState } from "react";
import { lazyWithTexts } from "../../lib/i18n/relocalized.tsx";

/**
 * Parts of the shell that the first view does not need load after it, out of the entry's JavaScript
 * (the /market first-render budget, decision 100): the footer sits below the fold, the phone menu
 * only shows once asked for.
 */
const LazyFooter = lazyWithTexts(() => import("./footer.tsx").then((m) => ({ default: m.Footer })));
export const LazyMobileMenu = lazyWithTexts(() =>
  import("./mobile-menu.tsx").then((m) => ({ default: m.MobileMenu })),
);

/** The footer, loaded as soon as the page has rendered; nothing above it moves when it arrives. */
export function DeferredFooter() {
  return (
    <Suspense fallback={null}>
      <LazyFooter />
    </Suspense>
  );
}

/**
 * A phone menu whose code is fetched the first time its toggle is pointed at, focused or pressed
 * (`want`), and rendered from then on. Until it arrives, an empty hidden panel keeps the id that the
 * toggle's aria-controls names.
 */
export function useDeferredMenu(id: string) {
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  const placeholder = <div id={id} hidden />;
  const render = (menu: ReactNode) =>
    wanted ? <Suspense fallback={placeholder}>{menu}</Suspense> : placeholder;
  return { want, render };
}
