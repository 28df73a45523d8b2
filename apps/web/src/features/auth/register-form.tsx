import { registerSchema } from "@heritage/domain/auth";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { Checkbox } from "../../components/ui/checkbox.tsx";
import { FormAlert } from "../../components/ui/form-alert.tsx";
import { Input } from "../../components/ui/input.tsx";
import { PasswordInput } from "../../components/ui/password-input.tsx";
import { toast } from "../../components/ui/toast-store.ts";
import { isApiError } from "../../lib/api-error.ts";
import { messages } from "../../lib/i18n/messages.ts";
import { useZodForm } from "../../lib/use-zod-form.ts";
import { register as registerAccount } from "./api/register.ts";
import { AuthSubmit, AuthSwitch } from "./auth-form-parts.tsx";
import { authTexts as t } from "./auth-texts.ts";

import type { LoginLocationState } from "./login-form.tsx";

const FIELDS = ["first_name", "last_name", "username", "email", "password"] as const;

export function RegisterForm() {
  const navigate = useNavigate();
  const next = new URLSearchParams(useLocation().search).get("next");
  const [remember, setRemember] = useState(false);
  const {
    field,
    handleSubmit,
    formError,
    setFormError,
    showServerError,
    formState: { isSubmitting },
  } = useZodForm(registerSchema, {
    serverFields: FIELDS,
    defaultValues: { first_name: "", last_name: "", username: "", email: "", password: "" },
    reValidateMode: "onSubmit",
    clearErrorOnEdit: true,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await registerAccount(values);
      toast({ title: t.accountCreated, description: t.accountCreatedNote, tone: "success" });
      const state: LoginLocationState = { username: values.username, remember };
      // The way back a server-drawn link carried (`?next=`) goes on to the sign-in form.
      navigate(next ? `/login?next=${encodeURIComponent(next)}` : "/login", { state });
    } catch (error) {
      if (!isApiError(error) || error.status >= 500) console.error("Registration failed", error);
      // The server's messages go to their fields ('Email already exists' under Email).
      showServerError(error, messages.common.serverError);
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <FormAlert message={formError} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Input label={t.firstName} autoComplete="given-name" {...field("first_name")} />
        <Input label={t.lastName} autoComplete="family-name" {...field("last_name")} />
      </div>
      <Input
        label={t.username}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...field("username")}
      />
      <Input label={t.email} type="email" autoComplete="email" {...field("email")} />
      <PasswordInput
        label={t.password}
        autoComplete="new-password"
        hint={t.passwordHint}
        {...field("password")}
      />
      <Checkbox
        label={t.rememberMe}
        checked={remember}
        onChange={(event) => setRemember(event.target.checked)}
      />
      <AuthSubmit label={t.signUp} sendingText={t.signingUp} sending={isSubmitting} />
      <AuthSwitch question={t.haveAccount} to="/login" link={t.signInLink} />
    </form>
  );
}
