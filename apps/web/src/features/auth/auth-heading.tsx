import type { ReactNode } from "react";
import { ImigongoBand } from "../../components/ui/imigongo.tsx";

export function AuthHeading({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mb-8">
      <ImigongoBand tone="clay" className="mb-5 h-2.5 max-w-24" />
      <h1 className="text-3xl font-semibold sm:text-4xl">{title}</h1>
      <p className="mt-2 text-muted">{children}</p>
    </div>
  );
}
