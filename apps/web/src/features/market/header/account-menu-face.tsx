import { ChevronDown } from "lucide-react";
import { marketTexts } from "../market-texts.ts";

/** The trigger's look, shared by the plain button and the Radix trigger that replaces it. */
export const accountTriggerClass =
  "flex min-h-11 items-center gap-2 rounded-full border border-line-strong bg-surface py-1 pr-3 pl-1 text-sm font-medium hover:border-ink";

export function AccountMenuFace({ name }: { name: string }) {
  return (
    <>
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-full bg-ink font-display text-sm font-semibold text-paper"
      >
        {name.charAt(0).toUpperCase()}
      </span>
      {/* Named by its visible text (WCAG label-in-name), with a hidden prefix for context. */}
      <span className="max-w-28 truncate">
        <span className="sr-only">{marketTexts.userMenuFor} </span>
        {name}
      </span>
      <ChevronDown aria-hidden="true" className="size-4 text-muted" />
    </>
  );
}
