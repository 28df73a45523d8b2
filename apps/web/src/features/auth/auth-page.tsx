import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ImigongoBand } from "../../components/ui/imigongo.tsx";
import { cn } from "../../lib/cn.ts";

/**
 * The frame every account page shares (sign-in, sign-up, a forgotten or reset password): the tab's
 * title, the heading with its note, the page's form, and the way back out under it.
 */
export function AuthPage({
  documentTitle,
  title,
  note,
  back,
  children,
}: {
  documentTitle: string;
  title: string;
  note: ReactNode;
  /** Where the link under the form leads; the reset page's has no arrow, as it always had. */
  back: { to: string; label: string; arrow?: boolean };
  children: ReactNode;
}) {
  const arrow = back.arrow ?? true;
  return (
    <>
      <title>{documentTitle}</title>
      <div className="mb-8">
        <ImigongoBand tone="clay" className="mb-5 h-2.5 max-w-24" />
        <h1 className="text-3xl font-semibold sm:text-4xl">{title}</h1>
        <p className="mt-2 text-muted">{note}</p>
      </div>
      {children}
      <Link
        to={back.to}
        className={cn(
          "mt-8 inline-flex min-h-11 items-center text-sm font-medium text-ink-soft hover:text-ink",
          arrow && "gap-2",
        )}
      >
        {arrow && <ArrowLeft aria-hidden="true" className="size-4" />}
        {arrow ? ` ${back.label}` : back.label}
      </Link>
    </>
  );
}
