import { Suspense } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { PageFallback } from "./page-fallback.tsx";

/** Screens with their own header (market, admin portal): only loading and scroll handling here. */
export function BareLayout() {
  return (
    <>
      <Suspense fallback={<PageFallback />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
