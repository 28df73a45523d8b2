/**
 * A landing section's small clay line above its title; `id` names the section (aria-labelledby).
 * Centred over the sections whose content is centred too (the quotes, the values' timeline).
 */
export function SectionHeading({
  id,
  eyebrow,
  title,
  centered = false,
}: {
  id: string;
  eyebrow: string;
  title: string;
  centered?: boolean;
}) {
  return (
    <div className={centered ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      <p className="text-sm font-semibold tracking-wide text-clay uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-semibold sm:text-4xl">
        {title}
      </h2>
    </div>
  );
}
