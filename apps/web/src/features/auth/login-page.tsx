import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { AuthHeading } from "./auth-heading.tsx";
import { LoginForm } from "./login-form.tsx";

export default function LoginPage() {
  return (
    <>
      <title>Log in · Digital Heritage Platform</title>
      <AuthHeading title="Welcome back">Sign in to your cart, orders and saved pieces.</AuthHeading>
      <LoginForm />
      <Link
        to="/"
        className="mt-8 inline-flex min-h-11 items-center gap-2 text-sm font-medium text-ink-soft hover:text-ink"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Back To Home
      </Link>
    </>
  );
}
