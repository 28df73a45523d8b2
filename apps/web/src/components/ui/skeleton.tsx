import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { sharedTexts } from "../shared-texts.ts";

/** A placeholder block while data loads; give it the size of what will come, so nothing shifts. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-lg bg-line/70", className)} />;
}

/** A labelled loading region for screen readers, holding skeletons. */
export function LoadingRegion({
  label = sharedTexts.ui.loading,
  children,
}: {
  label?: string;
  children: ReactNode;
}) {
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}
