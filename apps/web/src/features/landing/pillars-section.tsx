import { ArrowRight, GraduationCap, Landmark, ShoppingBag } from "lucide-react";
import { Link } from "react-router";
import { landingTexts } from "./landing-texts.ts";
import { SectionHeading } from "./section-heading.tsx";

const PILLARS = [
  { key: "repository", Icon: Landmark, to: "/resources" },
  { key: "market", Icon: ShoppingBag, to: "/market" },
  { key: "elearning", Icon: GraduationCap, to: "/elearning" },
] as const;

export function PillarsSection() {
  const t = landingTexts.pillars;
  return (
    <section aria-labelledby="pillars-title" className="container-page py-16 md:py-20">
      <SectionHeading id="pillars-title" eyebrow={t.eyebrow} title={t.title} />
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {PILLARS.map(({ key, Icon, to }) => {
          const pillar = t[key];
          return (
            <li
              key={key}
              className="group relative flex flex-col rounded-lg border border-line bg-surface p-6 shadow-card"
            >
              <span className="flex size-14 items-center justify-center rounded-lg bg-ink text-paper">
                <Icon aria-hidden="true" className="size-7" />
              </span>
              <h3 className="mt-5 text-2xl font-semibold">{pillar.title}</h3>
              <p className="mt-2 flex-1 text-ink-soft">{pillar.text}</p>
              <Link
                to={to}
                className="mt-6 inline-flex min-h-11 items-center gap-2 font-semibold text-clay after:absolute after:inset-0 after:rounded-lg group-hover:underline"
              >
                {pillar.cta} <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
