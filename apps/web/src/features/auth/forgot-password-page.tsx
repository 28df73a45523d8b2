import { passwordResetRequestSchema } from "@heritage/domain/password-reset";
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { FormAlert } from "../../components/ui/form-alert.tsx";
import { Input } from "../../components/ui/input.tsx";
import { messages } from "../../lib/i18n/messages.ts";
import { useZodForm } from "../../lib/use-zod-form.ts";
import { requestPasswordReset } from "./api/request-password-reset.ts";
import { AuthSubmit } from "./auth-form-parts.tsx";
import { AuthPage } from "./auth-page.tsx";
import { authTexts as t } from "./auth-texts.ts";

/** 'Forgot password?': asks for the account's email; the answer never says whether it exists. */
export default function ForgotPasswordPage() {
  const [sent, setSent] = useState<string | null>(null);
  const {
    field,
    handleSubmit,
    formError,
    setFormError,
    showServerError,
    formState: { isSubmitting },
  } = useZodForm(passwordResetRequestSchema, {
    serverFields: ["email"],
    defaultValues: { email: "" },
    reValidateMode: "onSubmit",
    clearErrorOnEdit: true,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      setSent((await requestPasswordReset(values)).detail);
    } catch (error) {
      showServerError(error, messages.common.serverError);
    }
  });

  return (
    <AuthPage
      documentTitle={t.forgotTitle}
      title={sent ? t.checkEmail : t.forgotHeading}
      note={sent ? null : t.forgotNote}
      back={{ to: "/login", label: t.backToLogin }}
    >
      {sent ? (
        <p
          role="status"
          className="flex items-start gap-3 rounded-lg border border-leaf/30 bg-leaf-soft p-4 text-ink"
        >
          <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-leaf" />
          <span>{sent}</span>
        </p>
      ) : (
        <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
          <FormAlert message={formError} />
          <Input
            label={t.email}
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            {...field("email")}
          />
          <AuthSubmit label={t.sendLink} sendingText={t.sendingLink} sending={isSubmitting} />
        </form>
      )}
    </AuthPage>
  );
}
