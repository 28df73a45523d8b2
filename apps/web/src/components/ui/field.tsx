import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { localizeMessage } from "../../lib/i18n/message-areas.ts";

/** Label, control, then hint or error under it; the error is announced and tied to the control. */
export function Field({
  id,
  label,
  error,
  hint,
  children,
  className,
  labelHidden = false,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
  labelHidden?: boolean;
}) {
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className={cn("text-sm font-medium text-ink", labelHidden && "sr-only")}>
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-ember" role="alert">
          {localizeMessage(error)}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  if (error) return `${id}-error`;
  if (hint) return `${id}-hint`;
  return undefined;
}

export const controlClass = (invalid: boolean, extra?: string) =>
  cn(
    "min-h-11 w-full rounded-lg border bg-surface px-3 text-base text-ink placeholder:text-muted/80",
    "transition-colors focus-visible:border-sky disabled:cursor-not-allowed disabled:bg-sand",
    invalid ? "border-ember" : "border-line-strong hover:border-muted",
    extra,
  );
