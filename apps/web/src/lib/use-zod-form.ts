import { zodResolver } from "@hookform/resolvers/zod";
import { type Dispatch, type SetStateAction, useState } from "react";
import { type FieldValues, type UseFormProps, type UseFormReturn, useForm } from "react-hook-form";
import type { z } from "zod";
import { applyServerErrors, type ServerFields } from "./form-errors.ts";

type Options<TInput extends FieldValues, TOutput> = UseFormProps<TInput, unknown, TOutput> & {
  /** The server's field keys the form shows at its inputs; the others join the form's message. */
  serverFields: ServerFields<TInput>;
};

/**
 * The one way a form is built: react-hook-form checked by the shared zod schema of packages/domain
 * (the one the route parses), and a failed call's messages placed the same way everywhere
 * (`showServerError`: at the fields, the rest in the form's `FormAlert` through `formError`).
 * A form whose values the server alone checks passes `null` as its schema; one whose schema depends
 * on the record's state passes `null` and its own `resolver` built from the shared schema.
 */
export function useZodForm<TInput extends FieldValues, TOutput = TInput>(
  schema: z.ZodType<TOutput, TInput> | null,
  { serverFields, ...options }: Options<TInput, TOutput>,
): UseFormReturn<TInput, unknown, TOutput> & {
  formError: string | null;
  setFormError: Dispatch<SetStateAction<string | null>>;
  showServerError: (error: unknown, fallback: string) => string | null;
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
  return { ...form, formError, setFormError, showServerError };
}
