import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from "react";
import { cn } from "../../lib/cn.ts";

/** A native checkbox (keyboard, forms and react-hook-form for free) with a 44 px tap area. */
export function Checkbox({
  label,
  id,
  className,
  ref,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { label: ReactNode; ref?: Ref<HTMLInputElement> }) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <label
      htmlFor={inputId}
      className={cn("inline-flex min-h-11 cursor-pointer items-center gap-2.5 text-sm", className)}
    >
      <input
        ref={ref}
        id={inputId}
        type="checkbox"
        className="size-5 shrink-0 cursor-pointer rounded border-line-strong accent-clay"
        {...rest}
      />
      <span>{label}</span>
    </label>
  );
}
