import type { AnswerValue, QuizResult, ServedQuestion } from "@heritage/domain/learning";
import { CheckCircle2, XCircle } from "lucide-react";
import { useId } from "react";
import { quizTexts as t } from "../course-texts.ts";

type Result = QuizResult["results"][number];

/** The text a learner saw for an expected answer: option texts, pairs, or the typed text itself. */
function expectedText(question: ServedQuestion, expected: AnswerValue): string {
  const option = (id: string) => question.options?.find((o) => o.id === id)?.text ?? id;
  if (typeof expected === "string") return question.kind === "typed" ? expected : option(expected);
  if (Array.isArray(expected)) return expected.map(option).join(", ");
  return (question.left ?? [])
    .map((left) => `${left.text} → ${question.right?.find((r) => r.id === expected[left.id])?.text ?? ""}`)
    .join("; ");
}

const control = "size-5 shrink-0 accent-clay";

/** One question of a quiz, the control its kind needs, and after the submission its feedback. */
export function QuestionField({
  number,
  question,
  value,
  onChange,
  error,
  result,
}: {
  number: number;
  question: ServedQuestion;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue) => void;
  error?: string;
  result?: Result;
}) {
  const id = useId();
  const locked = result !== undefined;
  const hint =
    question.kind === "single"
      ? t.chooseOne
      : question.kind === "multiple"
        ? t.chooseAll
        : question.kind === "match"
          ? t.match
          : t.typeHint;
  return (
    <fieldset
      className="rounded-lg border border-line bg-surface p-4 shadow-card sm:p-5"
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="sr-only">{t.questionLabel(number)}</legend>
      <p className="font-semibold">
        {number}. {question.prompt}
      </p>
      <p className="mt-1 text-xs text-muted">{hint}</p>
      <div className="mt-3 flex flex-col gap-1">
        {question.kind === "single" &&
          question.options?.map((option) => (
            <label key={option.id} className="flex min-h-11 cursor-pointer items-center gap-3">
              <input
                type="radio"
                name={`${id}-choice`}
                className={control}
                checked={value === option.id}
                disabled={locked}
                onChange={() => onChange(option.id)}
              />
              {option.text}
            </label>
          ))}
        {question.kind === "multiple" &&
          question.options?.map((option) => {
            const chosen = Array.isArray(value) ? value : [];
            return (
              <label key={option.id} className="flex min-h-11 cursor-pointer items-center gap-3">
                <input
                  type="checkbox"
                  className={control}
                  checked={chosen.includes(option.id)}
                  disabled={locked}
                  onChange={(event) =>
                    onChange(
                      event.target.checked ? [...chosen, option.id] : chosen.filter((c) => c !== option.id),
                    )
                  }
                />
                {option.text}
              </label>
            );
          })}
        {question.kind === "match" &&
          question.left?.map((left) => {
            const pairs = value && typeof value === "object" && !Array.isArray(value) ? value : {};
            return (
              <label key={left.id} className="grid min-h-11 items-center gap-2 sm:grid-cols-2">
                <span className="font-medium">{left.text}</span>
                <select
                  className="min-h-11 rounded-md border border-line bg-paper px-3"
                  value={pairs[left.id] ?? ""}
                  disabled={locked}
                  aria-label={t.matchFor(left.text)}
                  onChange={(event) => onChange({ ...pairs, [left.id]: event.target.value })}
                >
                  <option value="">{t.pick}</option>
                  {question.right?.map((right) => (
                    <option key={right.id} value={right.id}>
                      {right.text}
                    </option>
                  ))}
                </select>
              </label>
            );
          })}
        {question.kind === "typed" && (
          <input
            type="text"
            aria-label={t.typeAnswer}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            className="min-h-11 rounded-md border border-line bg-paper px-3"
            value={typeof value === "string" ? value : ""}
            disabled={locked}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm text-ember">
          {error}
        </p>
      )}
      {result && (
        <div className={`mt-3 rounded-md p-3 text-sm ${result.correct ? "bg-leaf/10" : "bg-ember-soft/60"}`}>
          <p className="inline-flex items-center gap-2 font-semibold">
            {result.correct ? (
              <CheckCircle2 aria-hidden="true" className="size-4 text-leaf" />
            ) : (
              <XCircle aria-hidden="true" className="size-4 text-ember" />
            )}
            {result.correct ? t.correct : t.incorrect}
          </p>
          {!result.correct && result.expected !== undefined && (
            <p className="mt-1">{t.expected(expectedText(question, result.expected))}</p>
          )}
          {result.explanation && <p className="mt-1 text-ink-soft">{result.explanation}</p>}
        </div>
      )}
    </fieldset>
  );
}
