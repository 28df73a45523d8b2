import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

export type BadgeTone = "neutral" | "clay" | "ochre" | "leaf" | "ember" | "sky" | "ink";

const tones: Record<BadgeTone, string> = {
  neutral: "bg-sand text-ink-soft",
  clay: "bg-clay-soft text-clay-dark",
  ochre: "bg-ochre-soft text-ochre-dark",
  leaf: "bg-leaf-soft text-leaf",
  ember: "bg-ember-soft text-ember",
  sky: "bg-sky-soft text-sky",
  ink: "bg-ink text-paper",
};

export function Badge({
  tone = "neutral",
  children,
  className,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
