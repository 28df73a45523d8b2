import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Scrolls to #fragment after navigation (footer links like /about#terms). Pages load lazily, so the
 * target may appear a little later: look for it for up to ~2 s.
 */
export function useHashScroll() {
  const { hash, pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the same #hash on a new page must scroll again
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    let tries = 0;
    let timer = 0;
    const attempt = () => {
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView({ block: "start" });
        if (target.tabIndex < 0 && !target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
        target.focus({ preventScroll: true });
      } else if (tries++ < 40) timer = window.setTimeout(attempt, 50);
    };
    attempt();
    return () => window.clearTimeout(timer);
  }, [hash, pathname]);
}
