import { Suspense } from "react";
import { Outlet } from "react-router";
import { PageFallback } from "./page-fallback.tsx";
import { PageScrollRestoration } from "./page-scroll-restoration.tsx";

/** Screens with their own header (market, admin portal): only loading and scroll handling here. */
export function BareLayout() {
  return (
    <>
      <Suspense fallback={<PageFallback />}>
        <Outlet />
      </Suspense>
      <PageScrollRestoration />
    </>
  );
}
