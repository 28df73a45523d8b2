import { ChevronDown } from "lucide-react";
import { type ReactNode, type Ref, type SelectHTMLAttributes, useId } from "react";
import { controlClass, describedBy, Field } from "./field.tsx";

export type SelectOption = { value: string; label: string; disabled?: boolean };

/** A native select: best on phones and for screen readers, styled like the other inputs. */
export function Select({
  label,
  options,
  error,
  hint,
  labelHidden,
  placeholder,
  id,
  className,
  ref,
  ...rest
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: ReactNode;
  options: readonly SelectOption[];
  error?: string;
  hint?: ReactNode;
  labelHidden?: boolean;
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <Field id={selectId} label={label} error={error} hint={hint} labelHidden={labelHidden}>
      <div className="relative">
        <select
          ref={ref}
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(selectId, error, hint)}
          className={controlClass(Boolean(error), `appearance-none pr-10 ${className ?? ""}`)}
          {...rest}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
        />
      </div>
    </Field>
  );
}
