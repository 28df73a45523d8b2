import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { AuthHeading } from "./auth-heading.tsx";
import { RegisterForm } from "./register-form.tsx";

export default function RegisterPage() {
  return (
    <>
      <title>Sign up · Digital Heritage Platform</title>
      <AuthHeading title="Join the community">
        Create an account to collect, learn and support the makers who keep heritage alive.
      </AuthHeading>
      <RegisterForm />
      <Link
        to="/"
        className="mt-8 inline-flex min-h-11 items-center gap-2 text-sm font-medium text-ink-soft hover:text-ink"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Back To Home
      </Link>
    </>
  );
}
