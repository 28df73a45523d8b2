import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { AuthHeading } from "./auth-heading.tsx";
import { authTexts as t } from "./auth-texts.ts";
import { RegisterForm } from "./register-form.tsx";

export default function RegisterPage() {
  return (
    <>
      <title>{t.registerTitle}</title>
      <AuthHeading title={t.join}>{t.joinNote}</AuthHeading>
      <RegisterForm />
      <Link
        to="/"
        className="mt-8 inline-flex min-h-11 items-center gap-2 text-sm font-medium text-ink-soft hover:text-ink"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> {t.backToHome}
      </Link>
    </>
  );
}
