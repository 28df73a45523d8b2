import { Link } from "react-router";
import { cn } from "../../lib/cn.ts";
import { setViewPage } from "../../lib/session.ts";
import { sharedTexts } from "../shared-texts.ts";

export function BrandMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      width="32"
      height="32"
      aria-hidden="true"
      className={cn("size-9 shrink-0", className)}
    >
      <rect width="32" height="32" rx="6" fill="var(--color-ink)" />
      <path d="M4 22 10 10l6 12 6-12 6 12" fill="none" stroke="var(--color-paper)" strokeWidth="3" />
      <path d="M4 27h24" stroke="var(--color-clay)" strokeWidth="3" />
    </svg>
  );
}

/** The brand: mark and name, linking home. */
export function Brand({ tone = "ink", className }: { tone?: "ink" | "paper"; className?: string }) {
  return (
    <Link
      to="/"
      onClick={() => setViewPage("home")}
      className={cn("flex min-h-11 items-center gap-2.5 rounded-lg", className)}
    >
      <BrandMark />
      <span className={cn("leading-tight", tone === "paper" ? "text-paper" : "text-ink")}>
        <span className="block font-display text-lg font-semibold">Digital Heritage</span>
        <span className={cn("block text-xs", tone === "paper" ? "text-paper/75" : "text-muted")}>
          {sharedTexts.brandTagline}
        </span>
      </span>
    </Link>
  );
}
