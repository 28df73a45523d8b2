import { PAGE_SIZE } from "@heritage/domain/constants";
import type { OutboxMessage, OutboxPage } from "@heritage/domain/outbox";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Fragment, useState } from "react";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { api } from "../../../lib/api-client.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { SECTION_LABELS } from "../admin-texts.ts";
import { PagedResults } from "../shared/paged-results.tsx";
import { SectionHeader } from "../shared/section-header.tsx";
import { outboxTexts as t } from "./outbox-texts.ts";

/** GET /api/admin/outbox/: the emails kept while no SMTP server is configured, latest first. */
function useOutbox(page: number) {
  return useQuery({
    queryKey: ["admin", "outbox", page],
    queryFn: ({ signal }) =>
      api.get<OutboxPage>("/admin/outbox/", { query: { page, page_size: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

const LINK = /(https?:\/\/[^\s]+)/g;

/** The email's text split into plain runs and links, each keyed by where it starts. */
function runs(text: string): { at: number; text: string; link: boolean }[] {
  let at = 0;
  return text.split(LINK).map((part, index) => {
    const run = { at, text: part, link: index % 2 === 1 };
    at += part.length;
    return run;
  });
}

/** The email's text as written, its links clickable. */
function Body({ text }: { text: string }) {
  return (
    <p className="mt-3 text-sm break-words whitespace-pre-wrap text-ink-soft">
      {runs(text).map((run) =>
        run.link ? (
          <a key={run.at} href={run.text} className="break-all text-clay underline">
            {run.text}
          </a>
        ) : (
          <Fragment key={run.at}>{run.text}</Fragment>
        ),
      )}
    </p>
  );
}

function MessageCard({ message }: { message: OutboxMessage }) {
  return (
    <li className="rounded-lg border border-line bg-surface p-4 shadow-card">
      <h2 className="font-sans text-base font-semibold break-words">{message.subject}</h2>
      <p className="mt-1 text-sm text-muted">
        {t.to} <bdi className="font-medium text-ink">{message.to}</bdi> · {formatDateTime(message.created_at)}{" "}
        · {t.language} {message.language}
      </p>
      <Body text={message.body} />
    </li>
  );
}

/** The admin portal's Outbox (decision 172). */
export default function OutboxSection() {
  const [page, setPage] = useState(1);
  const outbox = useOutbox(page);
  return (
    <>
      <SectionHeader title={SECTION_LABELS.outbox} description={t.intro} />
      <PagedResults
        query={outbox}
        page={page}
        onPageChange={setPage}
        texts={t}
        skeletonClassName="h-64"
        empty={
          <EmptyState
            title={t.empty}
            description={outbox.data?.transport === "smtp" ? t.smtpNote : t.emptyNote}
          />
        }
      >
        {(results) => (
          <ul className="flex flex-col gap-4">
            {results.map((message) => (
              <MessageCard key={message.id} message={message} />
            ))}
          </ul>
        )}
      </PagedResults>
    </>
  );
}
