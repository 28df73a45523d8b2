import { AlertTriangle, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { commonMessages } from "../../lib/i18n/areas/common.ts";
import { sharedTexts } from "../shared-texts.ts";
import { Button } from "./button.tsx";

/** A failed load: what went wrong and a retry button (e.g. 'Connection Error' / 'Retry Connection'). */
export function ErrorState({
  title,
  message,
  onRetry,
  retryLabel = sharedTexts.ui.tryAgain,
  retrying = false,
  className,
}: {
  title?: ReactNode;
  message?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
  retrying?: boolean;
  className?: string;
}) {
  // Offline, what failed says why (decision 252) instead of "Something went wrong": nothing is broken,
  // and the queries are asked again when the connection is back.
  const offline = typeof navigator === "object" && !navigator.onLine;
  const heading = title ?? (offline ? commonMessages.common.networkError : sharedTexts.ui.errorTitle);
  const shown = message ?? (offline && title !== undefined ? commonMessages.common.networkError : null);
  return (
    <div
      role="alert"
      className={cn(
        "flex flex-col items-center rounded-lg border border-ember/30 bg-ember-soft/60 px-6 py-10 text-center",
        className,
      )}
    >
      <AlertTriangle aria-hidden="true" className="size-10 text-ember" />
      <h2 className="mt-4 font-display text-xl font-semibold">{heading}</h2>
      {shown && <p className="mt-2 max-w-md text-ink-soft">{shown}</p>}
      {onRetry && (
        <Button variant="secondary" className="mt-6" onClick={onRetry} loading={retrying}>
          {!retrying && <RotateCw aria-hidden="true" className="size-4" />}
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
