import { AuthPage } from "./auth-page.tsx";
import { authTexts as t } from "./auth-texts.ts";
import { LoginForm } from "./login-form.tsx";

export default function LoginPage() {
  return (
    <AuthPage
      documentTitle={t.loginTitle}
      title={t.welcomeBack}
      note={t.welcomeNote}
      back={{ to: "/", label: t.backToHome }}
    >
      <LoginForm />
    </AuthPage>
  );
}
