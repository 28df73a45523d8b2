import type { User } from "@heritage/domain/auth";
import { profileFormSchema } from "@heritage/domain/profile";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { isApiError } from "../../../lib/api-error.ts";
import { messages } from "../../../lib/i18n/messages.ts";
import { useZodForm } from "../../../lib/use-zod-form.ts";
import { profileTexts as t } from "../account-texts.ts";
import { useUpdateProfile } from "../api/update-profile.ts";
import { AvatarField } from "./avatar-field.tsx";
import { ProfileFormSection } from "./profile-form-section.tsx";

const FIELDS = ["first_name", "last_name", "email"] as const;

/** First name, last name, email and picture; the server's field messages land under their fields. */
export function ProfileDetailsForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  const [avatar, setAvatar] = useState<string | null>(user.avatar);
  const [avatarError, setAvatarError] = useState<string | undefined>();
  const {
    field,
    handleSubmit,
    reset,
    formError,
    setFormError,
    showServerError,
    formState: { isSubmitting },
  } = useZodForm(profileFormSchema, {
    // The picture's message goes under the picture, which is not one of react-hook-form's fields.
    serverFields: (key) => (key === "avatar" ? false : FIELDS.find((name) => name === key)),
    defaultValues: { first_name: user.first_name, last_name: user.last_name, email: user.email },
    reValidateMode: "onSubmit",
    clearErrorOnEdit: true,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setAvatarError(undefined);
    try {
      const saved = await update.mutateAsync({
        ...values,
        ...(avatar !== user.avatar ? { avatar } : {}),
      });
      reset({ first_name: saved.first_name, last_name: saved.last_name, email: saved.email });
      setAvatar(saved.avatar);
      toast({ title: messages.profile.updated, tone: "success" });
    } catch (error) {
      // Too many pictures in a minute (429) or none can be stored now (503): the server says which.
      if (isApiError(error) && (error.status === 429 || error.status === 503) && error.detail) {
        setAvatarError(error.detail);
        return;
      }
      if (isApiError(error)) setAvatarError(error.fieldMessage("avatar"));
      showServerError(error, messages.profile.updateFailed);
    }
  });

  return (
    <ProfileFormSection id="profile-details" title={t.details} onSubmit={onSubmit} formError={formError}>
      <AvatarField value={avatar} name={user.username} onChange={setAvatar} serverError={avatarError} />
      <Input label={t.username} value={user.username} readOnly disabled />
      <div className="grid gap-5 sm:grid-cols-2">
        <Input label={t.firstName} autoComplete="given-name" {...field("first_name")} />
        <Input label={t.lastName} autoComplete="family-name" {...field("last_name")} />
      </div>
      <Input label={t.email} type="email" autoComplete="email" {...field("email")} />
      <div>
        <Button type="submit" loading={isSubmitting} loadingText={t.saving}>
          {t.save}
        </Button>
      </div>
    </ProfileFormSection>
  );
}
