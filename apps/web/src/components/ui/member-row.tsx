import type { Member } from "@heritage/domain/protocols";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { Badge } from "./badge.tsx";

/** A community's people, one row each, or the line saying there is nobody. */
export function MemberList({
  people,
  empty,
  row,
}: {
  people: Member[];
  empty: string;
  row: (member: Member) => ReactNode;
}) {
  if (people.length === 0) return <p className="text-sm text-muted">{empty}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {people.map((member) => (
        <li key={member.user_id}>{row(member)}</li>
      ))}
    </ul>
  );
}

/** One person of a community: the name, the role once approved, what the screen says, its actions. */
export function MemberRow({
  member,
  headingId,
  heading: Heading = "h3",
  roleLabel,
  className,
  details,
  actions,
  children,
}: {
  member: Member;
  headingId: string;
  heading?: "h3" | "h4";
  /** The role's badge, when the screen shows one. */
  roleLabel?: string;
  className?: string;
  details: ReactNode;
  actions: ReactNode;
  /** What the row opens (a dialog). */
  children?: ReactNode;
}) {
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        "flex flex-col gap-2 rounded-lg border border-line p-3 sm:flex-row sm:items-center",
        className,
      )}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Heading id={headingId} className="font-semibold break-all">
            {member.username}
          </Heading>
          {roleLabel && <Badge tone={member.role === "steward" ? "clay" : "leaf"}>{roleLabel}</Badge>}
        </div>
        {details}
      </div>
      {actions}
      {children}
    </article>
  );
}
