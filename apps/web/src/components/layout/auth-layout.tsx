import { Suspense } from "react";
import { Outlet } from "react-router";
import { sharedTexts } from "../shared-texts.ts";
import { Brand } from "./brand.tsx";
import { PageFallback } from "./page-fallback.tsx";
import { PageScrollRestoration } from "./page-scroll-restoration.tsx";

/** Sign-in and sign-up: the form on paper, an Imigongo panel beside it on wide screens. */
export function AuthLayout() {
  return (
    <div className="grid min-h-screen lg:grid-cols-[1fr_minmax(0,34rem)]">
      <aside
        aria-hidden="true"
        className="relative hidden overflow-hidden bg-ink text-paper lg:flex lg:flex-col lg:justify-between lg:p-12"
      >
        <div className="absolute inset-0 opacity-25 [background-image:repeating-linear-gradient(135deg,transparent_0_18px,var(--color-clay)_18px_22px),repeating-linear-gradient(45deg,transparent_0_18px,var(--color-paper)_18px_20px)]" />
        <div className="relative" />
        <div className="relative max-w-md">
          <p className="font-display text-3xl leading-snug font-semibold">{sharedTexts.auth.quote}</p>
          <p className="mt-4 text-paper/75">{sharedTexts.auth.panel}</p>
        </div>
      </aside>
      <main id="main" className="flex flex-col bg-paper px-4 py-6 sm:px-8">
        <Brand />
        <div className="flex flex-1 items-center justify-center py-8">
          <div className="w-full max-w-md">
            <Suspense fallback={<PageFallback />}>
              <Outlet />
            </Suspense>
          </div>
        </div>
      </main>
      <PageScrollRestoration />
    </div>
  );
}
