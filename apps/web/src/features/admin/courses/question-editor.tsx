import type { Language } from "@heritage/domain/languages";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { type UseFormReturn, useFieldArray } from "react-hook-form";
import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Select } from "../../../components/ui/select.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { QUIZ_FORM_TEXT } from "./courses-texts.ts";
import { blankOption, blankPair, type QuestionKind, type QuizValues } from "./quiz-values.ts";

type FieldError = { message?: string } | undefined;
const KINDS: QuestionKind[] = ["single", "multiple", "match", "typed"];

/** One question of a quiz: its kind, prompt, the kind's own parts and the explanation, in `language`. */
export function QuestionEditor({
  form,
  index,
  count,
  language,
  disabled,
  onMove,
  onRemove,
}: {
  form: UseFormReturn<QuizValues>;
  index: number;
  count: number;
  language: Language;
  disabled: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const t = QUIZ_FORM_TEXT;
  const { register, watch, setValue, getValues, clearErrors } = form;
  const at = `questions.${index}` as const;
  const errors = form.formState.errors.questions?.[index] as
    | (Record<string, unknown> & { [key: string]: FieldError | Record<string, unknown> })
    | undefined;
  const message = (path: string): string | undefined => {
    let node: unknown = errors;
    for (const key of path.split(".")) node = (node as Record<string, unknown> | undefined)?.[key];
    return (node as FieldError)?.message;
  };
  const kind = watch(`${at}.kind`);
  const options = useFieldArray({ control: form.control, name: `${at}.options` });
  const pairs = useFieldArray({ control: form.control, name: `${at}.pairs` });
  const n = index + 1;

  /** One right choice: checking an option unchecks the others. */
  function chooseSingle(option: number) {
    getValues(`${at}.options`).forEach((_, i) => {
      setValue(`${at}.options.${i}.right`, i === option, { shouldDirty: true });
    });
    clearErrors(`${at}.correct` as never);
  }

  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-3">
      <legend className="px-1 text-sm font-semibold">{t.question(n)}</legend>
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <Select
            label={t.kind}
            options={KINDS.map((value) => ({ value, label: t.kinds[value] }))}
            disabled={disabled}
            {...register(`${at}.kind`)}
          />
        </div>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={t.moveUp(n)}
          disabled={disabled || index === 0}
          onClick={() => onMove(index - 1)}
        >
          <ArrowUp aria-hidden="true" className="size-4" />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={t.moveDown(n)}
          disabled={disabled || index === count - 1}
          onClick={() => onMove(index + 1)}
        >
          <ArrowDown aria-hidden="true" className="size-4" />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={t.removeQuestion(n)}
          disabled={disabled || count === 1}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <Textarea
        label={t.prompt}
        lang={language}
        rows={2}
        error={message(`prompt.${language}`)}
        disabled={disabled}
        {...register(`${at}.prompt.${language}`)}
      />
      {(kind === "single" || kind === "multiple") && (
        <div role="group" aria-label={t.options} className="flex flex-col gap-2">
          <p className="text-sm font-medium">{t.options}</p>
          {options.fields.map((field, o) => (
            <div key={field.id} className="flex items-start gap-2">
              <div className="mt-8 flex size-11 shrink-0 items-center justify-center">
                {kind === "single" ? (
                  <input
                    type="radio"
                    aria-label={t.right(o + 1)}
                    name={`${at}-right`}
                    className="size-5 accent-clay"
                    checked={watch(`${at}.options.${o}.right`)}
                    onChange={() => chooseSingle(o)}
                    disabled={disabled}
                  />
                ) : (
                  <input
                    type="checkbox"
                    aria-label={t.right(o + 1)}
                    className="size-5 accent-clay"
                    disabled={disabled}
                    {...register(`${at}.options.${o}.right`, {
                      onChange: () => clearErrors(`${at}.correct` as never),
                    })}
                  />
                )}
              </div>
              <div className="min-w-0 flex-1">
                <Input
                  label={t.option(o + 1)}
                  lang={language}
                  error={message(`options.${o}.text.${language}`)}
                  disabled={disabled}
                  {...register(`${at}.options.${o}.text.${language}`)}
                />
              </div>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="mt-7"
                aria-label={t.removeOption(o + 1)}
                disabled={disabled || options.fields.length <= 2}
                onClick={() => options.remove(o)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </div>
          ))}
          <ErrorLine text={message("correct") ?? message("options")} />
          <Button
            type="button"
            variant="secondary"
            className="w-fit"
            disabled={disabled || options.fields.length >= 10}
            onClick={() => options.append(blankOption(getValues(`${at}.options`).map((x) => x.id)))}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t.addOption}
          </Button>
        </div>
      )}
      {kind === "match" && (
        <div role="group" aria-label={t.pairs} className="flex flex-col gap-2">
          <p className="text-sm font-medium">{t.pairs}</p>
          {pairs.fields.map((field, p) => (
            <div key={field.id} className="grid items-start gap-2 sm:grid-cols-[1fr_1fr_auto]">
              <Input
                label={t.left(p + 1)}
                lang={language}
                error={message(`pairs.${p}.left.${language}`)}
                disabled={disabled}
                {...register(`${at}.pairs.${p}.left.${language}`)}
              />
              <Input
                label={t.rightSide(p + 1)}
                lang={language}
                error={message(`pairs.${p}.right.${language}`)}
                disabled={disabled}
                {...register(`${at}.pairs.${p}.right.${language}`)}
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="sm:mt-7"
                aria-label={t.removePair(p + 1)}
                disabled={disabled || pairs.fields.length <= 2}
                onClick={() => pairs.remove(p)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </div>
          ))}
          <ErrorLine text={message("pairs")} />
          <Button
            type="button"
            variant="secondary"
            className="w-fit"
            disabled={disabled || pairs.fields.length >= 10}
            onClick={() => pairs.append(blankPair(getValues(`${at}.pairs`).map((x) => x.id)))}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t.addPair}
          </Button>
        </div>
      )}
      {kind === "typed" && (
        <>
          <Textarea
            label={t.accepted}
            hint={t.acceptedHint}
            rows={3}
            error={message("accepted")}
            disabled={disabled}
            {...register(`${at}.accepted`)}
          />
          <Textarea
            label={t.acceptedIn}
            lang={language}
            rows={2}
            disabled={disabled}
            {...register(`${at}.accepted_in.${language}`)}
          />
        </>
      )}
      <Textarea
        label={t.explanation}
        lang={language}
        rows={2}
        error={message(`explanation.${language}`)}
        disabled={disabled}
        {...register(`${at}.explanation.${language}`)}
      />
    </fieldset>
  );
}

function ErrorLine({ text }: { text?: string }) {
  return text ? (
    <p role="alert" className="text-sm text-ember">
      {text}
    </p>
  ) : null;
}
