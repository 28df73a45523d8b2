import { type RegisterInput, registerSchema } from "@heritage/domain/auth";
import { messages } from "@heritage/domain/messages";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import type { z } from "zod";
import { Button } from "../../components/ui/button.tsx";
import { Checkbox } from "../../components/ui/checkbox.tsx";
import { Input } from "../../components/ui/input.tsx";
import { PasswordInput } from "../../components/ui/password-input.tsx";
import { toast } from "../../components/ui/toast-store.ts";
import { isApiError } from "../../lib/api-error.ts";
import { placeFieldErrors } from "../../lib/form-errors.ts";
import { register as registerAccount } from "./api/register.ts";
import { FormAlert } from "./form-alert.tsx";
import type { LoginLocationState } from "./login-form.tsx";

const FIELDS = ["first_name", "last_name", "username", "email", "password"] as const;

export function RegisterForm() {
  const navigate = useNavigate();
  const [remember, setRemember] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof registerSchema>, unknown, RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: { first_name: "", last_name: "", username: "", email: "", password: "" },
    reValidateMode: "onSubmit",
  });

  const field = (name: keyof RegisterInput) => register(name, { onChange: () => clearErrors(name) });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await registerAccount(values);
      toast({ title: "Account created", description: "Sign in with your new account.", tone: "success" });
      const state: LoginLocationState = { username: values.username, remember };
      navigate("/login", { state });
    } catch (error) {
      if (isApiError(error) && error.status === 400) {
        // The server's messages go to their fields ('Email already exists' under Email).
        if (!placeFieldErrors(error, FIELDS, setError)) setFormError(error.detail ?? error.message);
        return;
      }
      if (isApiError(error) && error.status === 429) {
        setFormError(error.detail ?? messages.auth.tooManyRequests);
        return;
      }
      console.error("Registration failed", error);
      setFormError(isApiError(error) && error.status === 0 ? error.message : messages.common.serverError);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <FormAlert message={formError} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label="First Name"
          autoComplete="given-name"
          error={errors.first_name?.message}
          {...field("first_name")}
        />
        <Input
          label="Last Name"
          autoComplete="family-name"
          error={errors.last_name?.message}
          {...field("last_name")}
        />
      </div>
      <Input
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...field("username")}
      />
      <Input
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...field("email")}
      />
      <PasswordInput
        label="Password"
        autoComplete="new-password"
        hint="At least 6 characters."
        error={errors.password?.message}
        {...field("password")}
      />
      <Checkbox
        label="Remember me"
        checked={remember}
        onChange={(event) => setRemember(event.target.checked)}
      />
      <Button
        type="submit"
        size="lg"
        loading={isSubmitting}
        loadingText="SIGNING UP..."
        className="tracking-wide"
      >
        SIGN UP
      </Button>
      <p className="text-center text-sm text-muted">
        Already have an account?{" "}
        <Link to="/login" className="font-semibold text-clay hover:underline">
          Sign in
        </Link>
      </p>
    </form>
  );
}
