import type { ReactNode } from "react";
import { ImigongoBand } from "../ui/imigongo.tsx";

/** A page whose screens come in a later issue: a real heading and a line about what will be here. */
export function PlaceholderPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="container-page py-16">
      <ImigongoBand tone="clay" className="mb-6 max-w-40" />
      <h1 className="text-4xl font-semibold">{title}</h1>
      {children && <div className="mt-4 max-w-2xl text-lg text-muted">{children}</div>}
    </section>
  );
}
