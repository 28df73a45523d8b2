import { cn } from "../../lib/cn.ts";
import { landingTexts } from "./landing-texts.ts";
import { SectionHeading } from "./section-heading.tsx";

/** product §2: the six-point values timeline, a vertical line on phones and alternating sides on wide screens. */
export function ValuesTimeline() {
  const t = landingTexts.values;
  return (
    <section
      id="values"
      aria-labelledby="values-title"
      className="container-page scroll-mt-24 py-16 md:py-20"
    >
      <SectionHeading id="values-title" eyebrow={t.eyebrow} title={t.title} centered />
      <ol className="relative mx-auto mt-12 max-w-4xl">
        <span
          aria-hidden="true"
          className="absolute top-0 bottom-0 left-5 w-0.5 bg-line-strong md:left-1/2 md:-ml-px"
        />
        {t.items.map((value, index) => {
          const right = index % 2 === 1;
          return (
            <li
              key={value.title}
              className="relative mb-8 pl-16 last:mb-0 md:grid md:grid-cols-2 md:gap-12 md:pl-0"
            >
              <span
                aria-hidden="true"
                className="absolute top-1 left-0 flex size-10 items-center justify-center rounded-full border-4 border-paper bg-clay font-display text-base font-semibold text-white md:left-1/2 md:-ml-5"
              >
                {index + 1}
              </span>
              <div
                className={cn(
                  "rounded-lg border border-line bg-surface p-5 shadow-card",
                  right ? "md:col-start-2" : "md:col-start-1 md:text-right",
                )}
              >
                <h3 className="text-xl font-semibold">
                  <span className="sr-only">{index + 1}. </span>
                  {value.title}
                </h3>
                <p className="mt-2 text-ink-soft">{value.text}</p>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
