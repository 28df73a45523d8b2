import { Check } from "lucide-react";
import { landingTexts } from "./landing-texts.ts";

export function ObjectivesSection() {
  const t = landingTexts.objectives;
  return (
    <section aria-labelledby="objectives-title" className="bg-ink text-paper">
      <div className="container-page grid gap-10 py-16 md:py-20 lg:grid-cols-[1fr_1.4fr]">
        <div>
          <p className="text-sm font-semibold tracking-wide text-ochre uppercase">{t.eyebrow}</p>
          <h2 id="objectives-title" className="mt-2 text-3xl font-semibold text-paper sm:text-4xl">
            {t.title}
          </h2>
          <p className="mt-4 text-paper/80">{t.lead}</p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {t.items.map((objective) => (
            <li key={objective} className="flex gap-3 rounded-lg border border-paper/15 bg-paper/5 p-5">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ochre" />
              <span className="text-paper/90">{objective}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
