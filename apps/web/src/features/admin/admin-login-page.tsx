import { ArrowLeft, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { BrandMark } from "../../components/layout/brand.tsx";
import { LanguageSwitcher } from "../../components/layout/language-switcher.tsx";
import { ImigongoBand } from "../../components/ui/imigongo.tsx";
import { LOGIN_TEXT } from "./admin-texts.ts";
import { AdminLoginForm } from "./login/admin-login-form.tsx";

/** /dhp/admin/login (and /admin/dashboard for anyone who is not an admin): product §2 Admin sign-in. */
export default function AdminLoginPage() {
  return (
    <div className="flex min-h-dvh flex-col bg-paper">
      <title>{`${LOGIN_TEXT.portal} · Digital Heritage Platform`}</title>
      <header className="bg-ink text-paper">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
          <p className="flex items-center gap-3 font-display text-lg font-semibold">
            <BrandMark />
            {LOGIN_TEXT.portal}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <LanguageSwitcher tone="paper" />
            <Link
              to="/"
              className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-medium text-paper/90 hover:bg-paper/10 hover:text-paper"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {LOGIN_TEXT.backToSite}
            </Link>
          </div>
        </div>
        <ImigongoBand tone="clay" className="h-2" />
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center">
        <div className="w-full max-w-md rounded-lg border border-line bg-surface p-6 shadow-card sm:p-8">
          <div className="mb-6 flex items-start gap-3">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-clay-soft text-clay">
              <ShieldCheck aria-hidden="true" className="size-6" />
            </span>
            <div>
              <h1 className="font-display text-2xl font-semibold">{LOGIN_TEXT.heading}</h1>
              <p className="mt-1 text-sm text-muted">{LOGIN_TEXT.intro}</p>
            </div>
          </div>
          <AdminLoginForm />
        </div>
      </main>
    </div>
  );
}
