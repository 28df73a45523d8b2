import type { CourseOutline } from "@heritage/domain/learning";
import { Award, Download, PlayCircle } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { Button, buttonClass } from "../../../components/ui/button.tsx";
import { isApiError } from "../../../lib/api-error.ts";
import { saveRedirectPath } from "../../../lib/session.ts";
import { useSession } from "../../../lib/use-session.ts";
import { downloadCertificate, useEnrol, useIssueCertificate } from "../api/learning.ts";
import { courseTexts as t } from "../course-texts.ts";
import { ProgressBar } from "./progress-bar.tsx";

const card = "rounded-lg border border-line bg-surface p-5 shadow-card";

/** The course page's side panel: enrol, resume, progress, certificate. */
export function CourseActions({ course }: { course: CourseOutline }) {
  const { isSignedIn } = useSession();
  const location = useLocation();
  const enrol = useEnrol(course.id);
  const enrolment = course.enrolment;
  // Signing up goes on to signing in (register-form.tsx), which takes this path back: the course.
  const here = `${location.pathname}${location.search}`;
  const comeBackHere = () => saveRedirectPath(here);
  // In the address as well: the page is drawn on the server, and a tap before its JavaScript has
  // run follows the plain link (decision 228).
  const backHere = `?next=${encodeURIComponent(here)}`;
  if (!enrolment && course.first_lesson_id === null) {
    // Nothing to learn yet: no enrolment is offered (the API refuses it too, with a 409).
    return (
      <div className={card}>
        <p className="font-display text-2xl font-semibold">{t.openingSoon}</p>
        <p className="mt-2 text-sm text-ink-soft">{t.openingSoonNote}</p>
      </div>
    );
  }
  if (!enrolment) {
    return (
      <div className={card}>
        <p className="font-display text-2xl font-semibold">{course.is_free ? t.free : t.comingSoon}</p>
        {course.is_free &&
          (isSignedIn ? (
            <Button
              className="mt-4 w-full"
              size="lg"
              onClick={() => enrol.mutate()}
              loading={enrol.isPending}
              loadingText={t.enrolling}
            >
              {t.enrol}
            </Button>
          ) : (
            <div className="mt-4 flex flex-col gap-2">
              <Link
                to={`/register${backHere}`}
                onClick={comeBackHere}
                className={buttonClass("primary", "lg", "w-full")}
              >
                {t.signUpToEnrol}
              </Link>
              <Link
                to={`/login${backHere}`}
                onClick={comeBackHere}
                className={buttonClass("secondary", "lg", "w-full")}
              >
                {t.signIn}
              </Link>
            </div>
          ))}
        {enrol.isError && (
          <p role="alert" className="mt-3 text-sm text-ember">
            {isApiError(enrol.error) && enrol.error.detail ? enrol.error.detail : t.actionFailed}
          </p>
        )}
        {course.first_lesson_id !== null && (
          <Link
            to={`/elearning/lessons/${course.first_lesson_id}`}
            className={buttonClass("ghost", "md", "mt-3 w-full")}
          >
            <PlayCircle aria-hidden="true" className="size-5" />
            {t.readFirst}
          </Link>
        )}
      </div>
    );
  }
  const started = enrolment.progress.done > 0;
  return (
    <div className={card}>
      <p className="font-semibold">{t.yourProgress}</p>
      <ProgressBar
        className="mt-2"
        done={enrolment.progress.done}
        total={enrolment.progress.total}
        label={t.courseProgress(enrolment.progress.done, enrolment.progress.total)}
      />
      <p className="mt-1 text-sm text-muted">
        {t.courseProgress(enrolment.progress.done, enrolment.progress.total)}
      </p>
      {enrolment.resume_lesson_id !== null && !enrolment.completed && (
        <Link
          to={`/elearning/lessons/${enrolment.resume_lesson_id}`}
          className={buttonClass("primary", "lg", "mt-4 w-full")}
        >
          <PlayCircle aria-hidden="true" className="size-5" />
          {started ? t.continue : t.start}
        </Link>
      )}
      {enrolment.completed && <CertificatePanel course={course} code={enrolment.certificate_code} />}
    </div>
  );
}

function CertificatePanel({ course, code }: { course: CourseOutline; code: string | null }) {
  const issue = useIssueCertificate(course.id);
  const [downloading, setDownloading] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async (value: string) => {
    setDownloading(true);
    setFailed(false);
    try {
      await downloadCertificate(value);
    } catch {
      setFailed(true);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <div className="mt-4 border-t border-line pt-4">
      <p className="inline-flex items-center gap-2 font-semibold text-leaf">
        <Award aria-hidden="true" className="size-5" />
        {t.completed}
      </p>
      {code === null ? (
        <Button
          className="mt-3 w-full"
          onClick={() => issue.mutate()}
          loading={issue.isPending}
          loadingText={t.issuing}
        >
          {t.getCertificate}
        </Button>
      ) : (
        <>
          <Button
            className="mt-3 w-full"
            onClick={() => download(code)}
            loading={downloading}
            loadingText={t.downloading}
          >
            <Download aria-hidden="true" className="size-4" />
            {t.downloadCertificate}
          </Button>
          <Link
            to={`/certificates/${code}`}
            className="mt-2 inline-flex min-h-11 items-center text-sm text-clay hover:underline"
          >
            {t.verifyLink}
          </Link>
        </>
      )}
      {(failed || issue.isError) && (
        <p role="alert" className="mt-2 text-sm text-ember">
          {t.actionFailed}
        </p>
      )}
    </div>
  );
}
