import { passwordChangeSchemaFor } from "@heritage/domain/profile";
import { Button } from "../../../components/ui/button.tsx";
import { PasswordInput } from "../../../components/ui/password-input.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { messages } from "../../../lib/i18n/messages.ts";
import { useZodForm } from "../../../lib/use-zod-form.ts";
import { profileTexts as t } from "../account-texts.ts";
import { useChangePassword } from "../api/change-password.ts";
import { ProfileFormSection } from "./profile-form-section.tsx";

const FIELDS = ["current_password", "new_password"] as const;

/**
 * Current and new password; a wrong current one comes back as that field's message. An
 * administrator's new password is held to the admin portal's rule, as the API holds it.
 */
export function PasswordForm({ accountType }: { accountType: "user" | "admin" }) {
  const change = useChangePassword();
  const {
    field,
    handleSubmit,
    reset,
    formError,
    setFormError,
    showServerError,
    formState: { isSubmitting },
  } = useZodForm(passwordChangeSchemaFor(accountType), {
    serverFields: FIELDS,
    defaultValues: { current_password: "", new_password: "" },
    reValidateMode: "onSubmit",
    clearErrorOnEdit: true,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await change.mutateAsync(values);
      reset();
      toast({ title: messages.profile.passwordChanged, tone: "success" });
    } catch (error) {
      showServerError(error, messages.profile.passwordFailed);
    }
  });

  return (
    <ProfileFormSection id="profile-password" title={t.password} onSubmit={onSubmit} formError={formError}>
      <PasswordInput
        label={t.currentPassword}
        autoComplete="current-password"
        {...field("current_password")}
      />
      <PasswordInput
        label={t.newPassword}
        autoComplete="new-password"
        hint={accountType === "admin" ? t.adminPasswordHint : t.newPasswordHint}
        {...field("new_password")}
      />
      <div>
        <Button type="submit" loading={isSubmitting} loadingText={t.changingPassword}>
          {t.changePassword}
        </Button>
      </div>
    </ProfileFormSection>
  );
}
