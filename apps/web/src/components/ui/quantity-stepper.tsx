import { Minus, Plus } from "lucide-react";
import { cn } from "../../lib/cn.ts";
import { sharedTexts } from "../shared-texts.ts";

/** − value + within min..max (product §4: 1..stock). The value is announced when it changes. */
export function QuantityStepper({
  value,
  min = 1,
  max,
  onChange,
  disabled = false,
  label = sharedTexts.ui.quantity,
  className,
}: {
  value: number;
  min?: number;
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  label?: string;
  className?: string;
}) {
  const button =
    "flex size-11 items-center justify-center text-ink hover:bg-sand disabled:cursor-not-allowed disabled:opacity-40";
  return (
    <div
      role="group"
      aria-label={label}
      className={cn("inline-flex items-center rounded-lg border border-line-strong bg-surface", className)}
    >
      <button
        type="button"
        className={cn(button, "rounded-l-lg")}
        onClick={() => onChange(value - 1)}
        disabled={disabled || value <= min}
        aria-label={sharedTexts.ui.decreaseQuantity}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <output aria-live="polite" className="min-w-10 text-center font-semibold tabular-nums">
        {value}
      </output>
      <button
        type="button"
        className={cn(button, "rounded-r-lg")}
        onClick={() => onChange(value + 1)}
        disabled={disabled || value >= max}
        aria-label={sharedTexts.ui.increaseQuantity}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
