import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

/**
 * One band of a landing screen: full width (sand or plain), its title, then its content. The band is
 * its own anchor (`#id`, clear of the sticky header) and is named by its title for screen readers.
 */
export function PageSection({
  id,
  title,
  children,
  tone,
}: {
  id: string;
  title: string;
  children: ReactNode;
  tone?: "sand";
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn("scroll-mt-24", tone === "sand" && "bg-sand")}
    >
      <div className="container-page py-12">
        <h2 id={`${id}-title`} className="text-3xl font-semibold">
          {title}
        </h2>
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
