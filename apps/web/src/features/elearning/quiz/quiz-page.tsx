import type { AnswerValue, Quiz, QuizResult } from "@heritage/domain/learning";
import { type FormEvent, useState } from "react";
import { Link, useParams } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { UntranslatedNote } from "../../../components/ui/untranslated-note.tsx";
import { ApiError } from "../../../lib/api-error.ts";
import { useQuiz, useSubmitQuiz } from "../api/learning.ts";
import { BackToCourse } from "../course/back-to-course.tsx";
import { courseTexts, quizTexts as t } from "../course-texts.ts";
import { LearningLoadState } from "../learning-load-state.tsx";
import { QuestionField } from "./question-field.tsx";

/**
 * /elearning/quizzes/:id: answer, submit, see what was right (and why, once passed or after the last
 * attempt), try again while the course allows (decision 253). The choices come in a new order at
 * each attempt, from the server.
 */
export default function QuizPage() {
  const id = Number(useParams().id);
  const quiz = useQuiz(id);
  if (!quiz.isSuccess) return <LearningLoadState query={quiz} texts={t} />;
  return <QuizForm key={quiz.data.id} quiz={quiz.data} />;
}

function QuizForm({ quiz }: { quiz: Quiz }) {
  const [answers, setAnswers] = useState<Record<string, AnswerValue>>({});
  const [result, setResult] = useState<QuizResult | null>(null);
  const submit = useSubmitQuiz(quiz.id);
  const fieldErrors = submit.error instanceof ApiError ? submit.error.fieldErrors : {};
  const refusal =
    submit.error instanceof ApiError && submit.error.status === 409 ? submit.error.detail : null;
  const used = result?.attempts ?? quiz.attempts;
  const allowed = result?.attempts_allowed ?? quiz.attempts_allowed;
  const left = Math.max(allowed - used, 0);
  const usedUp = !result && left === 0;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit.mutate(answers, {
      onSuccess: (data) => {
        setResult(data);
        window.scrollTo({ top: 0 });
      },
    });
  };
  const retry = () => {
    setAnswers({});
    setResult(null);
    submit.reset();
  };
  return (
    <section className="container-page max-w-3xl py-8 sm:py-12" aria-labelledby="quiz-title">
      <title>{t.docTitle(quiz.title)}</title>
      <BackToCourse courseId={quiz.course_id}>{t.backToCourse}</BackToCourse>
      <h1 id="quiz-title" lang={quiz.language} className="mt-1 text-3xl font-semibold">
        {quiz.title}
      </h1>
      <p className="mt-1 flex flex-wrap items-center gap-3 text-sm text-muted">
        <span>
          {t.passMark(quiz.pass_mark)}
          {quiz.best_score !== null && ` · ${t.best(quiz.best_score)}`}
          {` · ${t.attemptsLeft(left, allowed)}`}
        </span>
        <UntranslatedNote record={quiz} />
      </p>
      {result && (
        <div
          role="status"
          className={`mt-6 rounded-lg border p-4 ${result.passed ? "border-leaf bg-leaf/10" : "border-ember/40 bg-ember-soft/60"}`}
        >
          <p className="text-xl font-semibold">{t.score(result.score)}</p>
          <p className="mt-1">
            {result.passed
              ? t.passed
              : left > 0
                ? t.failed(result.pass_mark)
                : t.failedLast(result.pass_mark)}
          </p>
          <div className="mt-3 flex flex-col gap-2 sm:flex-row">
            {!result.passed && left > 0 && <Button onClick={retry}>{t.retry}</Button>}
            <Link
              to={`/elearning/courses/${quiz.course_id}`}
              className="inline-flex min-h-11 items-center text-clay hover:underline"
            >
              {t.backToCourse}
            </Link>
          </div>
        </div>
      )}
      {usedUp && (
        <div role="status" className="mt-6 rounded-lg border border-line bg-sand p-4">
          <p className="font-semibold">{t.noAttemptsLeft(allowed)}</p>
          <Link
            to={`/elearning/courses/${quiz.course_id}`}
            className="mt-2 inline-flex min-h-11 items-center text-clay hover:underline"
          >
            {t.backToCourse}
          </Link>
        </div>
      )}
      {!usedUp && (
        <form method="post" onSubmit={onSubmit} className="mt-6 flex flex-col gap-6" noValidate>
          {quiz.questions.map((question, index) => (
            <QuestionField
              key={question.id}
              number={index + 1}
              question={question}
              value={answers[question.id]}
              onChange={(value) => setAnswers((current) => ({ ...current, [question.id]: value }))}
              error={fieldErrors[`answers.${question.id}`]?.join(" ")}
              result={result?.results.find((r) => r.id === question.id)}
            />
          ))}
          {!result && (
            <Button
              type="submit"
              size="lg"
              className="self-start"
              loading={submit.isPending}
              loadingText={t.checking}
            >
              {t.submit}
            </Button>
          )}
          {result?.passed && left > 0 && (
            <Button type="button" variant="secondary" className="self-start" onClick={retry}>
              {t.retry}
            </Button>
          )}
          {submit.isError && Object.keys(fieldErrors).length === 0 && (
            <p role="alert" className="text-sm text-ember">
              {refusal ?? courseTexts.actionFailed}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
