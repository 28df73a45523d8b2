import { AlertCircle, CheckCircle2 } from "lucide-react";
import { cn } from "../../lib/cn.ts";

/** A message for a whole form (lock, server trouble, success), announced when it appears. */
export function FormAlert({
  message,
  detail,
  tone = "error",
  className,
}: {
  message: string | null | undefined;
  detail?: string;
  tone?: "error" | "success";
  className?: string;
}) {
  if (!message) return null;
  const Icon = tone === "error" ? AlertCircle : CheckCircle2;
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "flex items-start gap-2 rounded-lg border p-3 text-sm",
        tone === "error"
          ? "border-ember/30 bg-ember-soft text-ember"
          : "border-leaf/30 bg-leaf-soft text-leaf",
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <span className="font-semibold">{message}</span>
        {detail && <span className="block text-ink-soft">{detail}</span>}
      </span>
    </div>
  );
}
