import type { ReactNode } from "react";
import { ImigongoBand } from "../ui/imigongo.tsx";

/** The opening band of a content page: eyebrow, title, lead. */
export function PageIntro({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="bg-sand">
      <ImigongoBand className="h-3" />
      <div className="container-page py-12 md:py-16">
        <p className="text-sm font-semibold tracking-wide text-clay uppercase">{eyebrow}</p>
        <h1 className="mt-2 max-w-3xl text-4xl leading-tight font-semibold sm:text-5xl">{title}</h1>
        <p className="mt-4 max-w-2xl text-lg text-ink-soft">{children}</p>
      </div>
    </section>
  );
}
