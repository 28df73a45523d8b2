import { Suspense } from "react";
import { Outlet } from "react-router";
import { useHashScroll } from "../../lib/use-hash-scroll.ts";
import { DeferredFooter } from "./deferred-layout.tsx";
import { Navbar } from "./navbar.tsx";
import { PageFallback } from "./page-fallback.tsx";
import { PageScrollRestoration } from "./page-scroll-restoration.tsx";
import { SkipLink } from "./skip-link.tsx";

/** Public pages: navigation bar, the page, footer. */
export function SiteLayout() {
  useHashScroll();
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <Navbar />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <DeferredFooter />
      <PageScrollRestoration />
    </div>
  );
}
