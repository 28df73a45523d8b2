import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button.tsx";

type Action = { label: string; to: string } | { label: string; href: string };

export function WayToTakePart({
  id,
  Icon,
  texts: { title, lead, steps },
  action,
}: {
  id: string;
  Icon: LucideIcon;
  texts: { title: string; lead: string; steps: readonly string[] };
  action: Action;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="grid scroll-mt-24 gap-6 rounded-lg border border-line bg-surface p-6 shadow-card sm:p-8 md:grid-cols-[1fr_1.3fr]"
    >
      <div>
        <span className="flex size-14 items-center justify-center rounded-lg bg-clay text-white">
          <Icon aria-hidden="true" className="size-7" />
        </span>
        <h2 id={`${id}-title`} className="mt-4 text-2xl font-semibold sm:text-3xl">
          {title}
        </h2>
        <p className="mt-2 text-ink-soft">{lead}</p>
        {"to" in action ? (
          <Link to={action.to} className={buttonClass("primary", "md", "mt-6")}>
            {action.label}
          </Link>
        ) : (
          <a href={action.href} className={buttonClass("primary", "md", "mt-6")}>
            {action.label}
          </a>
        )}
      </div>
      <ol className="flex flex-col gap-4">
        {steps.map((step, index) => (
          <li key={step} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-sand font-display font-semibold text-clay"
            >
              {index + 1}
            </span>
            <span className="pt-1.5 text-ink-soft">{step}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
