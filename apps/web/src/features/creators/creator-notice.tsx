import type { CreatorStatus } from "@heritage/domain/community";
import { CheckCircle2, Clock, XCircle } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button.tsx";
import { formatDateIn } from "../../lib/i18n/dates.ts";
import { useLanguage } from "../../lib/i18n/use-language.ts";
import { T } from "./creators-texts.ts";

const tones = {
  pending: { icon: Clock, box: "border-ochre bg-ochre-soft" },
  approved: { icon: CheckCircle2, box: "border-leaf bg-leaf-soft" },
  declined: { icon: XCircle, box: "border-ember bg-ember-soft" },
} as const;

/**
 * The applicant's answer: waiting, approved (with the way to "My Content" and the maker
 * page), or declined with the admin's reason and a way to apply again.
 */
export function CreatorNotice({ status }: { status: CreatorStatus }) {
  const language = useLanguage();
  const application = status.application;
  if (!application) return null;
  const state = status.creator ? "approved" : application.status;
  const { icon: Icon, box } = tones[state];
  const date = (iso: string) => formatDateIn(new Date(iso), language, false);
  return (
    <div role="status" className={`flex gap-3 rounded-lg border-l-4 p-4 sm:p-5 ${box}`}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="flex min-w-0 flex-col gap-2">
        <p className="font-semibold">{T.status[state]}</p>
        <p className="text-sm text-muted">
          {application.decided_at
            ? T.status.decidedOn(date(application.decided_at))
            : T.status.sentOn(date(application.created_at))}
        </p>
        {state === "declined" && application.reason && (
          <div className="text-sm">
            <p className="font-medium">{T.status.reason}</p>
            <p className="break-words whitespace-pre-line">{application.reason}</p>
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          {state === "approved" && status.creator && (
            <>
              <Link to="/my-content" className={buttonClass("primary", "sm", "min-h-11")}>
                {T.status.myContent}
              </Link>
              <Link
                to={`/makers/${status.creator.slug}`}
                className={buttonClass("secondary", "sm", "min-h-11")}
              >
                {T.status.makerPage}
              </Link>
              <Link to="/selling" className={buttonClass("secondary", "sm", "min-h-11")}>
                {T.status.sell}
              </Link>
            </>
          )}
          {state === "declined" && (
            <Link to="/creators/apply" className={buttonClass("secondary", "sm", "min-h-11")}>
              {T.status.applyAgain}
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}

/** /profile's creator block: the application's answer, or an invitation to apply. */
export function ProfileCreatorSection({ status }: { status: CreatorStatus }) {
  return (
    <section aria-labelledby="creator-heading" className="flex flex-col gap-4">
      <h2 id="creator-heading" className="font-display text-xl font-semibold">
        {T.status.heading}
      </h2>
      {status.application ? (
        <CreatorNotice status={status} />
      ) : (
        <>
          <p className="text-muted">{T.status.invite}</p>
          <div>
            <Link to="/creators/apply" className={buttonClass("secondary", "md")}>
              {T.status.apply}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
