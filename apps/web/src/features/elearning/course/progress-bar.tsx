import { cn } from "../../../lib/cn.ts";

/** A labelled progress bar (role=progressbar) for a course or a module. */
export function ProgressBar({
  done,
  total,
  label,
  className,
}: {
  done: number;
  total: number;
  label: string;
  className?: string;
}) {
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  return (
    <div className={cn("flex items-center gap-3", className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        className="h-2 flex-1 overflow-hidden rounded-full bg-sand"
      >
        <div className="h-full rounded-full bg-leaf" style={{ width: `${percent}%` }} />
      </div>
      <span aria-hidden="true" className="text-xs text-muted tabular-nums">
        {done}/{total}
      </span>
    </div>
  );
}
