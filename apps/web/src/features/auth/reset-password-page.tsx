import { passwordResetSchema } from "@heritage/domain/password-reset";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { FormAlert } from "../../components/ui/form-alert.tsx";
import { PasswordInput } from "../../components/ui/password-input.tsx";
import { toast } from "../../components/ui/toast-store.ts";
import { isApiError } from "../../lib/api-error.ts";
import { messages } from "../../lib/i18n/messages.ts";
import { clearSession } from "../../lib/session.ts";
import { useZodForm } from "../../lib/use-zod-form.ts";
import { useResetLinkRefusal } from "./api/check-reset-link.ts";
import { resetPassword } from "./api/reset-password.ts";
import { AuthSubmit } from "./auth-form-parts.tsx";
import { AuthPage } from "./auth-page.tsx";
import { authTexts as t } from "./auth-texts.ts";

/** /reset-password?token=…: the email's link. The new password follows sign-up's rules (product §5). */
export default function ResetPasswordPage() {
  const token = useSearchParams()[0].get("token") ?? "";
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [refusedOnSave, setLinkError] = useState<string | null>(
    token ? null : messages.passwordReset.tokenRequired,
  );
  // Asked as the page opens: a used or expired link is said before a password is typed.
  const refusedOnOpen = useResetLinkRefusal(token);
  const linkError = refusedOnSave ?? refusedOnOpen;
  const {
    register,
    field,
    handleSubmit,
    formError,
    setFormError,
    showServerError,
    formState: { isSubmitting },
  } = useZodForm(passwordResetSchema, {
    serverFields: ["new_password"],
    defaultValues: { token, new_password: "" },
    reValidateMode: "onSubmit",
    clearErrorOnEdit: true,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await resetPassword(values);
      // Every session of the account has ended, this browser's too.
      clearSession();
      queryClient.clear();
      toast({ title: t.passwordChanged, description: answer.detail, tone: "success" });
      navigate("/login", { replace: true });
    } catch (error) {
      const tokenMessage = isApiError(error) && error.status === 400 && error.fieldMessage("token");
      if (tokenMessage) return setLinkError(tokenMessage);
      showServerError(error, messages.common.serverError);
    }
  });

  return (
    <AuthPage
      documentTitle={t.resetTitle}
      title={t.resetHeading}
      note={t.resetNote}
      back={{ to: "/login", label: t.backToLogin, arrow: false }}
    >
      {linkError ? (
        <div className="flex flex-col gap-5">
          <FormAlert message={linkError} />
          <Link
            to="/forgot-password"
            className="inline-flex min-h-11 items-center justify-center rounded-lg bg-clay px-5 font-semibold text-white hover:bg-clay-dark"
          >
            {t.askNewLink}
          </Link>
        </div>
      ) : (
        <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
          <FormAlert message={formError} />
          <input type="hidden" {...register("token")} />
          <PasswordInput
            label={t.newPassword}
            autoComplete="new-password"
            hint={t.passwordHint}
            {...field("new_password")}
          />
          <AuthSubmit label={t.savePassword} sendingText={t.savingPassword} sending={isSubmitting} />
        </form>
      )}
    </AuthPage>
  );
}
