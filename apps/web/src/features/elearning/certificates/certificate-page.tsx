import { BadgeCheck, ShieldX } from "lucide-react";
import { useParams } from "react-router";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { ImigongoBand } from "../../../components/ui/imigongo.tsx";
import { LoadingRegion, Skeleton } from "../../../components/ui/skeleton.tsx";
import { ApiError } from "../../../lib/api-error.ts";
import { formatDateIn } from "../../../lib/i18n/dates.ts";
import { useLanguage } from "../../../lib/i18n/use-language.ts";
import { useVerification } from "../api/learning.ts";
import { certificateTexts as t } from "../course-texts.ts";

/** /certificates/:code, public: confirms a certificate (holder, course, date) or says no certificate has the code. */
export default function CertificatePage() {
  const code = useParams().code ?? "";
  const check = useVerification(code);
  const language = useLanguage();
  const unknown = check.error instanceof ApiError && check.error.status === 404;
  return (
    <section className="container-page max-w-2xl py-10 sm:py-14" aria-labelledby="certificate-title">
      <title>{t.docTitle}</title>
      <ImigongoBand tone="clay" className="mb-6 max-w-40" />
      <h1 id="certificate-title" className="text-3xl font-semibold">
        {t.title}
      </h1>
      <p className="mt-2 text-muted">
        {t.code}: <span className="font-mono">{code}</span>
      </p>
      <div className="mt-6">
        {check.isPending ? (
          <LoadingRegion>
            <Skeleton className="h-48" />
          </LoadingRegion>
        ) : check.data ? (
          <div role="status" className="rounded-lg border border-leaf bg-surface p-5 shadow-card sm:p-8">
            <p className="inline-flex items-center gap-2 text-xl font-semibold text-leaf">
              <BadgeCheck aria-hidden="true" className="size-6" />
              {t.valid}
            </p>
            <dl className="mt-4 grid gap-3 sm:grid-cols-[auto_1fr] sm:gap-x-6">
              <dt className="text-sm text-muted">{t.holder}</dt>
              <dd className="text-lg font-semibold">{check.data.full_name}</dd>
              <dt className="text-sm text-muted">{t.course}</dt>
              <dd>{check.data.course_title}</dd>
              <dt className="text-sm text-muted">{t.issued}</dt>
              <dd>{formatDateIn(new Date(check.data.issued_at), language, false)}</dd>
            </dl>
          </div>
        ) : unknown ? (
          <div role="status" className="rounded-lg border border-ember/40 bg-ember-soft/60 p-5">
            <p className="inline-flex items-center gap-2 text-xl font-semibold text-ember">
              <ShieldX aria-hidden="true" className="size-6" />
              {t.invalid}
            </p>
          </div>
        ) : (
          <ErrorState message={t.loadError} onRetry={() => check.refetch()} />
        )}
      </div>
    </section>
  );
}
