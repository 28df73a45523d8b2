import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from "react";
import { controlClass, describedBy, Field } from "./field.tsx";

export type InputProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  labelHidden?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/** A text input with its label and the error (or hint) under it. Works with react-hook-form's register(). */
export function Input({ label, error, hint, labelHidden, id, className, ref, ...rest }: InputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <Field id={inputId} label={label} error={error} hint={hint} labelHidden={labelHidden}>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, error, hint)}
        className={controlClass(Boolean(error), className)}
        {...rest}
      />
    </Field>
  );
}
