import { adminLoginSchema } from "@heritage/domain/auth";
import { useQueryClient } from "@tanstack/react-query";
import { ShieldCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { PasswordInput } from "../../../components/ui/password-input.tsx";
import { adminReturnPath } from "../../../lib/admin-return.ts";
import { isApiError } from "../../../lib/api-error.ts";
import { messages } from "../../../lib/i18n/messages.ts";
import { startSession } from "../../../lib/session.ts";
import { useZodForm } from "../../../lib/use-zod-form.ts";
import { LOGIN_TEXT } from "../admin-texts.ts";
import { adminSignIn } from "./api/admin-sign-in.ts";
import { describeLoginFailure } from "./login-failure.ts";
import { SlideCaptcha } from "./slide-captcha.tsx";
import { useLockTimer } from "./use-lock-timer.ts";
import { useSlideCaptcha } from "./use-slide-captcha.ts";

/** product §2 admin sign-in: username, password, the captcha, 'Remember this device'; Enter submits. */
export function AdminLoginForm({ random = Math.random }: { random?: () => number }) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const captcha = useSlideCaptcha(random);
  const { locked, minutesLeft, lockFor } = useLockTimer();
  const [remember, setRemember] = useState(false);
  const [lockCountsDown, setLockCountsDown] = useState(false);
  const [captchaError, setCaptchaError] = useState<string | undefined>();
  const {
    field,
    handleSubmit,
    formError,
    setFormError,
    showServerError,
    formState: { isSubmitting },
  } = useZodForm(adminLoginSchema, {
    serverFields: ["username", "password"],
    defaultValues: { username: "", password: "" },
    reValidateMode: "onSubmit",
    clearErrorOnEdit: true,
  });

  useEffect(() => {
    if (captcha.verified) setCaptchaError(undefined);
  }, [captcha.verified]);
  // When the lock runs out, its message goes too.
  useEffect(() => {
    if (!locked) setFormError((current) => (current === null ? current : null));
  }, [locked, setFormError]);

  const shownError =
    locked && lockCountsDown && minutesLeft !== null ? messages.adminSignIn.locked(minutesLeft) : formError;

  const submit = handleSubmit(
    async (values) => {
      if (!captcha.verified) {
        setCaptchaError(messages.adminSignIn.captchaRequired);
        return;
      }
      setFormError(null);
      setLockCountsDown(false);
      try {
        const answer = await adminSignIn(values);
        startSession({ access: answer.access, refresh: answer.refresh, user: answer.user, remember });
        queryClient.clear();
        navigate(adminReturnPath(location.state), { replace: true });
      } catch (error) {
        if (isApiError(error) && error.status === 400) {
          // A refused form reads like every other form's; the sign-in's own answers are product §8's.
          showServerError(error, messages.common.serverError);
        } else {
          const failure = describeLoginFailure(error);
          setFormError(failure.message);
          setLockCountsDown(failure.countsDown);
          if (failure.lockedForSeconds !== null) lockFor(failure.lockedForSeconds);
        }
        // product §4: a failed attempt also resets the captcha.
        captcha.reset();
      }
    },
    () => {
      if (!captcha.verified) setCaptchaError(messages.adminSignIn.captchaRequired);
    },
  );

  return (
    <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-5" aria-busy={isSubmitting}>
      <FormAlert message={shownError} />
      {locked && <p className="sr-only">{LOGIN_TEXT.lockedHint}</p>}
      <Input
        label={LOGIN_TEXT.username}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={20}
        disabled={locked}
        {...field("username")}
      />
      <PasswordInput
        label={LOGIN_TEXT.password}
        autoComplete="current-password"
        maxLength={32}
        disabled={locked}
        {...field("password")}
      />
      <SlideCaptcha
        control={captcha}
        disabled={locked || isSubmitting}
        error={captchaError}
        random={random}
      />
      <Checkbox
        label={LOGIN_TEXT.remember}
        checked={remember}
        disabled={locked}
        onChange={(event) => setRemember(event.target.checked)}
      />
      <Button
        type="submit"
        size="lg"
        disabled={locked}
        loading={isSubmitting}
        loadingText={LOGIN_TEXT.submitting}
      >
        <ShieldCheck aria-hidden="true" className="size-5" />
        {LOGIN_TEXT.submit}
      </Button>
    </form>
  );
}
