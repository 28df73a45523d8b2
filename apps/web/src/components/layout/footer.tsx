import { ArrowUp, MessageCircle } from "lucide-react";
import { Link } from "react-router";
import { ImigongoBand } from "../ui/imigongo.tsx";
import { AppStoreBadges } from "./app-store-badges.tsx";
import { Brand } from "./brand.tsx";
import { ContactLines } from "./contact-lines.tsx";
import { FOOTER_COLUMNS } from "./footer-links.ts";
import { footerTexts } from "./footer-texts.ts";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { NewsletterForm } from "./newsletter-form.tsx";
import { SocialLinks } from "./social-links.tsx";

function backToTop() {
  window.scrollTo({ top: 0 });
  document.getElementById("main")?.focus({ preventScroll: true });
}

export function Footer() {
  const t = footerTexts;
  const linkClass = "inline-flex min-h-8 items-center text-sm text-paper/80 hover:text-paper hover:underline";
  return (
    <footer className="bg-ink text-paper">
      <ImigongoBand tone="clay" className="h-2" />
      <div className="container-page py-12">
        <div className="grid gap-10 lg:grid-cols-[1fr_2fr]">
          <div className="flex flex-col gap-6">
            <Brand tone="paper" />
            <p className="max-w-sm text-sm text-paper/75">{t.tagline}</p>
            <NewsletterForm />
            <LanguageSwitcher tone="paper" className="self-start" />
          </div>
          <nav aria-label={t.label} className="grid grid-cols-2 gap-8 sm:grid-cols-3">
            {FOOTER_COLUMNS.map((column) => (
              <div key={column.column}>
                <h2 className="font-sans text-sm font-semibold tracking-wide text-paper uppercase">
                  {t.columns[column.column]}
                </h2>
                <ul className="mt-3 flex flex-col gap-1">
                  {column.links.map((link) => (
                    <li key={link.link}>
                      <Link to={link.to} className={linkClass}>
                        {t.links[link.link]}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>

        <div className="mt-12 grid gap-8 border-t border-paper/15 pt-8 md:grid-cols-3">
          <address className="flex flex-col gap-2 text-sm text-paper/80 not-italic">
            <h2 className="font-sans text-sm font-semibold tracking-wide text-paper uppercase">
              {t.contact}
            </h2>
            <ContactLines
              line="flex items-center gap-2"
              link="flex min-h-8 items-center gap-2 hover:text-paper"
              icon="size-4 shrink-0"
            />
            <span className="flex items-center gap-2">
              <MessageCircle aria-hidden="true" className="size-4 shrink-0" /> {t.whatsapp}
            </span>
          </address>
          <div className="flex flex-col gap-3">
            <h2 className="font-sans text-sm font-semibold tracking-wide text-paper uppercase">
              {t.followUs}
            </h2>
            <SocialLinks />
          </div>
          <div className="flex flex-col gap-3">
            <h2 className="font-sans text-sm font-semibold tracking-wide text-paper uppercase">
              {t.ourApps}
            </h2>
            <AppStoreBadges />
          </div>
        </div>

        <div className="mt-10 flex flex-col-reverse items-start gap-4 border-t border-paper/15 pt-6 text-sm text-paper/70 sm:flex-row sm:items-center sm:justify-between">
          <p>{t.copyright(new Date().getFullYear())}</p>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            <Link to="/about#terms" className={linkClass}>
              {t.terms}
            </Link>
            <Link to="/about#privacy" className={linkClass}>
              {t.privacy}
            </Link>
            <button
              type="button"
              onClick={backToTop}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-paper/25 px-3 text-paper hover:border-paper"
            >
              <ArrowUp aria-hidden="true" className="size-4" /> {t.backToTop}
            </button>
          </div>
        </div>
      </div>
    </footer>
  );
}
