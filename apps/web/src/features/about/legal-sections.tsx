import { aboutTexts } from "./about-texts.ts";

/** Terms of use and privacy, linked from the footer (/about#terms, /about#privacy). */
export function LegalSections() {
  return (
    <div className="container-page grid gap-10 py-14 md:grid-cols-2">
      {(["terms", "privacy"] as const).map((id) => (
        <section key={id} id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
          <h2 id={`${id}-title`} className="text-2xl font-semibold">
            {aboutTexts[id].title}
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-5 text-ink-soft">
            {aboutTexts[id].items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
