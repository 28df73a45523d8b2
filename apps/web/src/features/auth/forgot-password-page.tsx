import { passwordResetRequestSchema } from "@heritage/domain/password-reset";
import { ArrowLeft, MailCheck } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { FormAlert } from "../../components/ui/form-alert.tsx";
import { Input } from "../../components/ui/input.tsx";
import { messages } from "../../lib/i18n/messages.ts";
import { useZodForm } from "../../lib/use-zod-form.ts";
import { requestPasswordReset } from "./api/request-password-reset.ts";
import { AuthHeading } from "./auth-heading.tsx";
import { authTexts as t } from "./auth-texts.ts";

/** 'Forgot password?' (issue 23): asks for the account's email; the answer never says whether it exists. */
export default function ForgotPasswordPage() {
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    formError,
    setFormError,
    showServerError,
    formState: { errors, isSubmitting },
  } = useZodForm(passwordResetRequestSchema, {
    serverFields: ["email"],
    defaultValues: { email: "" },
    reValidateMode: "onSubmit",
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
    <>
      <title>{t.forgotTitle}</title>
      <AuthHeading title={sent ? t.checkEmail : t.forgotHeading}>{sent ? null : t.forgotNote}</AuthHeading>
      {sent ? (
        <p
          role="status"
          className="flex items-start gap-3 rounded-lg border border-leaf/30 bg-leaf-soft p-4 text-ink"
        >
          <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-leaf" />
          <span>{sent}</span>
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
          <FormAlert message={formError} />
          <Input
            label={t.email}
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            error={errors.email?.message}
            {...register("email", { onChange: () => clearErrors("email") })}
          />
          <Button
            type="submit"
            size="lg"
            loading={isSubmitting}
            loadingText={t.sendingLink}
            className="tracking-wide"
          >
            {t.sendLink}
          </Button>
        </form>
      )}
      <Link
        to="/login"
        className="mt-8 inline-flex min-h-11 items-center gap-2 text-sm font-medium text-ink-soft hover:text-ink"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> {t.backToLogin}
      </Link>
    </>
  );
}
