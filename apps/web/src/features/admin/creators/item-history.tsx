import { LoadingRegion, Skeleton } from "../../../components/ui/skeleton.tsx";
import { formatDateIn } from "../../../lib/i18n/dates.ts";
import { useLanguage } from "../../../lib/i18n/use-language.ts";
import { useItemHistory } from "./creators-admin-api.ts";
import { CREATORS_ADMIN_TEXT } from "./creators-admin-texts.ts";

type Action = keyof typeof CREATORS_ADMIN_TEXT.actions;

/** An item's history for admins (decision 161): who, when, what changed, and the comment. */
export function ItemHistory({ id }: { id: string }) {
  const t = CREATORS_ADMIN_TEXT;
  const language = useLanguage();
  const history = useItemHistory(id);
  return (
    <section aria-labelledby={`history-${id}`} className="flex flex-col gap-2">
      <h3 id={`history-${id}`} className="font-display text-base font-semibold">
        {t.history}
      </h3>
      {history.isPending ? (
        <LoadingRegion label={t.historyLoading}>
          <Skeleton className="h-20" />
        </LoadingRegion>
      ) : history.isError || history.data.results.length === 0 ? (
        <p className="text-sm text-muted">{t.noHistory}</p>
      ) : (
        <ol className="flex flex-col gap-2 border-l-2 border-line pl-4 text-sm">
          {history.data.results.map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows, oldest first; never reordered
            <li key={`${entry.at}-${index}`}>
              <p>
                <span className="font-semibold">{t.actions[entry.action as Action] ?? entry.action}</span>
                {" · "}
                <bdi>{entry.actor ?? t.someone}</bdi>
                {" · "}
                <time dateTime={entry.at}>{formatDateIn(new Date(entry.at), language, true)}</time>
              </p>
              {entry.changed.length > 0 && (
                <p className="text-muted">{t.changed(entry.changed.join(", "))}</p>
              )}
              {entry.comment && <p className="break-words whitespace-pre-line">“{entry.comment}”</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
