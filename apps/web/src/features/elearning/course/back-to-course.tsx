import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** The way back from a lesson or a quiz to its course's page, above the step's title. */
export function BackToCourse({ courseId, children }: { courseId: number; children: ReactNode }) {
  return (
    <Link
      to={`/elearning/courses/${courseId}`}
      className="inline-flex min-h-11 items-center gap-1 text-sm text-clay hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
