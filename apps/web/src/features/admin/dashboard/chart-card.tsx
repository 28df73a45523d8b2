import type { ReactNode } from "react";

/** One chart of the dashboard: a titled card (the charts' grid is one column on a phone). */
export function ChartCard({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  const id = `chart-${title.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 rounded-lg border border-line bg-surface p-4 shadow-card sm:p-5"
    >
      <h3 id={id} className="font-display text-lg font-semibold">
        {title}
      </h3>
      {note ? <p className="mt-1 text-sm text-muted">{note}</p> : null}
      <div className="mt-3">{children}</div>
    </section>
  );
}
