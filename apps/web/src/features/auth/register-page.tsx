import { AuthPage } from "./auth-page.tsx";
import { authTexts as t } from "./auth-texts.ts";
import { RegisterForm } from "./register-form.tsx";

export default function RegisterPage() {
  return (
    <AuthPage
      documentTitle={t.registerTitle}
      title={t.join}
      note={t.joinNote}
      back={{ to: "/", label: t.backToHome }}
    >
      <RegisterForm />
    </AuthPage>
  );
}
