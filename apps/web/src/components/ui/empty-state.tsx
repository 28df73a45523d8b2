import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { ImigongoDiamond } from "./imigongo.tsx";

/** Imigongo illustration, a title, an optional line of help and an action (the product's empty texts go in title). */
export function EmptyState({
  title,
  description,
  action,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "flex flex-col items-center rounded-lg border border-dashed border-line-strong bg-surface px-6 py-12 text-center",
        className,
      )}
    >
      <ImigongoDiamond className="size-20" />
      <h2 className="mt-5 font-display text-xl font-semibold">{title}</h2>
      {description && <p className="mt-2 max-w-md text-muted">{description}</p>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
