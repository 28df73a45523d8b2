import { Award, Download } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { formatDateIn } from "../../../lib/i18n/dates.ts";
import { useLanguage } from "../../../lib/i18n/use-language.ts";
import { downloadCertificate, useMyCertificates } from "../api/learning.ts";
import { certificateTexts as t } from "../course-texts.ts";

/** The /profile section listing the person's certificates, each downloadable as a PDF. */
export function MyCertificates({ className }: { className?: string }) {
  const certificates = useMyCertificates();
  const language = useLanguage();
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const download = async (code: string) => {
    setBusy(code);
    setFailed(false);
    try {
      await downloadCertificate(code);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  return (
    <section aria-labelledby="certificates-title" className={className}>
      <h2 id="certificates-title" className="inline-flex items-center gap-2 text-2xl font-semibold">
        <Award aria-hidden="true" className="size-6 text-clay" />
        {t.mine}
      </h2>
      {certificates.data && certificates.data.length === 0 && <p className="mt-2 text-muted">{t.none}</p>}
      {certificates.isError && <p className="mt-2 text-ember">{t.loadError}</p>}
      <ul className="mt-4 flex flex-col gap-3">
        {certificates.data?.map((certificate) => (
          <li
            key={certificate.code}
            className="flex flex-col gap-2 rounded-md border border-line p-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div>
              <p className="font-semibold">{certificate.course_title}</p>
              <p className="text-sm text-muted">
                {t.issued}: {formatDateIn(new Date(certificate.issued_at), language, false)} ·{" "}
                <Link to={`/certificates/${certificate.code}`} className="text-clay hover:underline">
                  {certificate.code}
                </Link>
              </p>
            </div>
            <Button
              variant="secondary"
              onClick={() => download(certificate.code)}
              loading={busy === certificate.code}
              aria-label={t.downloadFor(certificate.course_title)}
            >
              <Download aria-hidden="true" className="size-4" />
              {t.download}
            </Button>
          </li>
        ))}
      </ul>
      {failed && (
        <p role="alert" className="mt-2 text-sm text-ember">
          {t.downloadFailed}
        </p>
      )}
    </section>
  );
}
