import { loginSchema } from "@heritage/domain/auth";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Checkbox } from "../../components/ui/checkbox.tsx";
import { FormAlert } from "../../components/ui/form-alert.tsx";
import { Input } from "../../components/ui/input.tsx";
import { PasswordInput } from "../../components/ui/password-input.tsx";
import { isApiError } from "../../lib/api-error.ts";
import { adoptAccountLanguage } from "../../lib/i18n/choose-language.ts";
import { messages } from "../../lib/i18n/messages.ts";
import {
  isSessionEnded,
  sameSitePath,
  startSession,
  takeRedirectPath,
  takeSessionEnded,
} from "../../lib/session.ts";
import { useZodForm } from "../../lib/use-zod-form.ts";
import { login } from "./api/login.ts";
import { AuthSubmit, AuthSwitch } from "./auth-form-parts.tsx";
import { authTexts as t } from "./auth-texts.ts";

export type LoginLocationState = { username?: string; remember?: boolean } | null;

export function LoginForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const location = useLocation();
  const state = location.state as LoginLocationState;
  // A link drawn on the server carries its way back in the address (`?next=`): a click before the
  // page's JavaScript has run saves nothing in the session (decision 228).
  const next = sameSitePath(new URLSearchParams(location.search).get("next"));
  const [remember, setRemember] = useState(state?.remember ?? false);
  // A refresh that failed ended the session (lib/api-client.ts): say so; the saved path brings
  // the shopper back after signing in.
  // Read, not taken: the form can mount twice while the screen loads, and the first mount would
  // have taken the note from the second. It is forgotten when the person signs in again.
  const [sessionEnded] = useState(isSessionEnded);
  const {
    field,
    handleSubmit,
    setError,
    formError,
    setFormError,
    formState: { isSubmitting },
  } = useZodForm(loginSchema, {
    // product §8: no server message is shown at a field; a failure of any kind reads the same.
    serverFields: [],
    defaultValues: { username: state?.username ?? "", password: "" },
    reValidateMode: "onSubmit",
    clearErrorOnEdit: true,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await login(values);
      const redirectPath = takeRedirectPath() ?? next;
      takeSessionEnded();
      // The role comes from the server's answer, never from which form was used.
      startSession({ access: answer.access, refresh: answer.refresh, user: answer.user, remember });
      void adoptAccountLanguage(answer.user);
      queryClient.clear();
      navigate(redirectPath ?? "/", { replace: true });
    } catch (error) {
      if (isApiError(error) && error.status === 429) {
        setFormError(error.detail ?? messages.auth.tooManyRequests);
        return;
      }
      // product §8: a login failure of any kind shows the same message on both fields.
      setError("username", { message: messages.signIn.failed });
      setError("password", { message: messages.signIn.failed });
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {sessionEnded && !formError && (
        <p role="status" className="rounded-lg border border-sky/30 bg-sky-soft p-3 text-sm text-ink">
          {t.sessionEnded}
        </p>
      )}
      <FormAlert message={formError} />
      <Input
        label={t.usernameOrEmail}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...field("username")}
      />
      <PasswordInput label={t.password} autoComplete="current-password" {...field("password")} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Checkbox
          label={t.rememberMe}
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
        />
        <Link
          to="/forgot-password"
          className="inline-flex min-h-11 items-center text-sm font-medium text-clay hover:underline"
        >
          {t.forgotPassword}
        </Link>
      </div>
      <AuthSubmit label={t.logIn} sendingText={t.loggingIn} sending={isSubmitting} />
      <AuthSwitch question={t.noAccount} to="/register" link={t.signUpLink} />
    </form>
  );
}
