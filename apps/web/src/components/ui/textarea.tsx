import { type ReactNode, type Ref, type TextareaHTMLAttributes, useId } from "react";
import { controlClass, describedBy, Field } from "./field.tsx";

/** A multi-line input with its label and the error (or hint) under it; works with register(). */
export function Textarea({
  label,
  error,
  hint,
  labelHidden,
  id,
  className,
  ref,
  rows = 4,
  ...rest
}: TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  labelHidden?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <Field id={inputId} label={label} error={error} hint={hint} labelHidden={labelHidden}>
      <textarea
        ref={ref}
        id={inputId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, error, hint)}
        className={controlClass(Boolean(error), `py-2.5 ${className ?? ""}`)}
        {...rest}
      />
    </Field>
  );
}
