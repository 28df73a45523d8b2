import { Eye, EyeOff } from "lucide-react";
import { useId, useState } from "react";
import { cn } from "../../lib/cn.ts";
import { sharedTexts } from "../shared-texts.ts";
import { controlClass, describedBy, Field } from "./field.tsx";
import type { InputProps } from "./input.tsx";

/** A password input with a show/hide toggle that says what it will do. */
export function PasswordInput({ label, error, hint, labelHidden, id, className, ref, ...rest }: InputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const [visible, setVisible] = useState(false);
  return (
    <Field id={inputId} label={label} error={error} hint={hint} labelHidden={labelHidden}>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          type={visible ? "text" : "password"}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, error, hint)}
          className={controlClass(Boolean(error), cn("pr-12", className))}
          {...rest}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? sharedTexts.ui.hidePassword : sharedTexts.ui.showPassword}
          aria-pressed={visible}
          aria-controls={inputId}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-muted hover:text-ink"
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
        </button>
      </div>
    </Field>
  );
}
