import type { SellingStatus } from "@heritage/domain/selling";
import { Clock, XCircle } from "lucide-react";
import { formatDateIn } from "../../lib/i18n/dates.ts";
import { useLanguage } from "../../lib/i18n/use-language.ts";
import { T } from "./selling-texts.ts";

/** The answer to a request to sell that did not open a shop: waiting, or declined with the reason. */
export function SellingStatusNotice({
  application,
}: {
  application: NonNullable<SellingStatus["application"]>;
}) {
  const language = useLanguage();
  const date = (iso: string) => formatDateIn(new Date(iso), language, false);
  const declined = application.status === "declined";
  const Icon = declined ? XCircle : Clock;
  return (
    <div
      role="status"
      className={`flex gap-3 rounded-lg border-l-4 p-4 sm:p-5 ${declined ? "border-ember bg-ember-soft" : "border-ochre bg-ochre-soft"}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="flex min-w-0 flex-col gap-2">
        <p className="font-semibold">{declined ? T.status.declined : T.status.pending}</p>
        <p className="text-sm text-muted">
          {application.decided_at
            ? T.status.decidedOn(date(application.decided_at))
            : T.status.sentOn(date(application.created_at))}
        </p>
        {declined && application.reason && (
          <div className="text-sm">
            <p className="font-medium">{T.status.reason}</p>
            <p className="break-words whitespace-pre-line">{application.reason}</p>
          </div>
        )}
        {declined && <p className="text-sm">{T.status.askAgain}</p>}
      </div>
    </div>
  );
}
