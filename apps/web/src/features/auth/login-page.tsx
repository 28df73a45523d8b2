import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { AuthHeading } from "./auth-heading.tsx";
import { authTexts as t } from "./auth-texts.ts";
import { LoginForm } from "./login-form.tsx";

export default function LoginPage() {
  return (
    <>
      <title>{t.loginTitle}</title>
      <AuthHeading title={t.welcomeBack}>{t.welcomeNote}</AuthHeading>
      <LoginForm />
      <Link
        to="/"
        className="mt-8 inline-flex min-h-11 items-center gap-2 text-sm font-medium text-ink-soft hover:text-ink"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> {t.backToHome}
      </Link>
    </>
  );
}
