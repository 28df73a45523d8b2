import { AlertCircle } from "lucide-react";

/** A message for a whole form (server trouble, throttling), announced when it appears. */
export function FormMessage({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-ember/30 bg-ember-soft p-3 text-sm text-ember"
    >
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </div>
  );
}
