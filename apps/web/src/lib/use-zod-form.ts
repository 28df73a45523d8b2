import { zodResolver } from "@hookform/resolvers/zod";
import { type Dispatch, type SetStateAction, useState } from "react";
import {
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormProps,
  type UseFormRegisterReturn,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import type { z } from "zod";
import { applyServerErrors, type ServerFields } from "./form-errors.ts";

type Options<TInput extends FieldValues, TOutput> = UseFormProps<TInput, unknown, TOutput> & {
  /** The server's field keys the form shows at its inputs; the others join the form's message. */
  serverFields: ServerFields<TInput>;
  /** product §4 (the account forms): editing a field clears that field's message at once. */
  clearErrorOnEdit?: boolean;
  /** The fields are disabled while the form is being sent (the admin's record forms). */
  disableWhileSending?: boolean;
};

/** What an input of the kit (`Input`, `Textarea`, `Select`, `PasswordInput`) takes from its form. */
export type FieldProps<TName extends string> = UseFormRegisterReturn<TName> & {
  error: string | undefined;
  disabled?: boolean;
};

/**
 * The one way a form is built: react-hook-form checked by the shared zod schema of packages/domain
 * (the one the route parses), and a failed call's messages placed the same way everywhere
 * (`showServerError`: at the fields, the rest in the form's `FormAlert` through `formError`).
 * A form whose values the server alone checks passes `null` as its schema; one whose schema depends
 * on the record's state passes `null` and its own `resolver` built from the shared schema.
 * `field(name)` gives an input all it needs (registration, its message, which the input ties to
 * itself with aria-invalid and aria-describedby), so no form wires them by hand.
 */
export function useZodForm<TInput extends FieldValues, TOutput = TInput>(
  schema: z.ZodType<TOutput, TInput> | null,
  { serverFields, clearErrorOnEdit, disableWhileSending, ...options }: Options<TInput, TOutput>,
): UseFormReturn<TInput, unknown, TOutput> & {
  formError: string | null;
  setFormError: Dispatch<SetStateAction<string | null>>;
  showServerError: (error: unknown, fallback: string) => string | null;
  field: <TName extends FieldPath<TInput>>(
    name: TName,
    rules?: RegisterOptions<TInput, TName>,
  ) => FieldProps<TName>;
} {
  const form = useForm<TInput, unknown, TOutput>({
    ...options,
    ...(schema ? { resolver: zodResolver(schema as never) as never } : {}),
  });
  const [formError, setFormError] = useState<string | null>(null);
  /** Places a failed call's messages; returns the form's own message (also shown as `formError`). */
  const showServerError = (error: unknown, fallback: string) => {
    const focus = options.shouldFocusError !== false;
    const message = applyServerErrors(error, serverFields, form.setError, fallback, focus);
    setFormError(message);
    return message;
  };
  const field = <TName extends FieldPath<TInput>>(name: TName, rules?: RegisterOptions<TInput, TName>) => {
    const registered = form.register(
      name,
      clearErrorOnEdit
        ? {
            ...rules,
            onChange: (event: unknown) => {
              form.clearErrors(name);
              return rules?.onChange?.(event);
            },
          }
        : rules,
    );
    const error = form.getFieldState(name, form.formState).error?.message;
    return {
      ...registered,
      error,
      ...(disableWhileSending ? { disabled: form.formState.isSubmitting } : {}),
    };
  };
  return { ...form, formError, setFormError, showServerError, field };
}
