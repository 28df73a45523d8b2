import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { Price } from "../../../components/ui/price.tsx";
import { ReasonDialog } from "../../../components/ui/reason-dialog.tsx";
import { LoadingRegion, Skeleton } from "../../../components/ui/skeleton.tsx";
import { Thumbnail } from "../../../components/ui/thumbnail.tsx";
import { isApiError } from "../../../lib/api-error.ts";
import { type ListingQueue, useDecideListing, useListingQueue } from "./sellers-admin-api.ts";
import { SELLERS_ADMIN_TEXT } from "./sellers-admin-texts.ts";

type Entry = ListingQueue["results"][number];

/**
 * Makers' listings waiting for review (decision 241): the admin reads the pictures and texts, then
 * puts it on sale or sends it back with what to change. Each decision names the version read.
 */
export function ListingQueuePanel() {
  const t = SELLERS_ADMIN_TEXT;
  const queue = useListingQueue();
  return (
    <section aria-labelledby="listing-queue-heading" className="flex flex-col gap-4 pt-4">
      <h2 id="listing-queue-heading" className="font-display text-lg font-semibold">
        {t.listings}
      </h2>
      {queue.isPending ? (
        <LoadingRegion label={t.loading}>
          <Skeleton className="h-48" />
        </LoadingRegion>
      ) : queue.isError ? (
        <ErrorState message={t.loadFailed} onRetry={() => void queue.refetch()} retrying={queue.isFetching} />
      ) : queue.data.results.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line-strong p-6 text-center text-muted">
          {t.noListings}
        </p>
      ) : (
        <ul className="flex flex-col gap-4">
          {queue.data.results.map((entry) => (
            <li key={entry.id}>
              <ListingReviewCard entry={entry} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ListingReviewCard({ entry }: { entry: Entry }) {
  const t = SELLERS_ADMIN_TEXT;
  const decide = useDecideListing();
  const sendBackCall = useDecideListing();
  const [sendingBack, setSendingBack] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingId = `listing-review-${entry.id}`;

  async function pass() {
    setError(null);
    try {
      await decide.mutateAsync({ id: entry.id, decision: { decision: "approve", version: entry.version } });
    } catch (caught) {
      setError(isApiError(caught) && caught.detail ? caught.detail : t.decideFailed);
    }
  }

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4 shadow-card sm:p-5"
    >
      <h3 id={headingId} className="font-display text-lg font-semibold break-words">
        {entry.name}
      </h3>
      <p className="text-sm text-muted">{t.soldBy(entry.shop.shop_name, entry.shop.display_name)}</p>
      <div className="flex flex-wrap gap-2">
        {entry.images.map((image, n) => (
          <Thumbnail
            key={image.id}
            src={image.thumbnail}
            width={96}
            box="size-24 rounded-md bg-sand object-cover"
            eager={n === 0}
          />
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <Price price={entry.price} originalPrice={entry.original_price} />
        <span className="text-sm">{t.stock(entry.stock)}</span>
        <span className="text-sm text-muted">{entry.category_name}</span>
      </div>
      <p className="break-words whitespace-pre-line text-sm">{entry.description}</p>
      {entry.listing_comment && (
        <p className="text-sm text-muted">
          {t.lastComment}: <span className="italic">{entry.listing_comment}</span>
        </p>
      )}
      <FormAlert message={error} />
      <div className="flex flex-wrap gap-2">
        <Button loading={decide.isPending} loadingText={t.passing} onClick={pass}>
          {t.pass}
        </Button>
        <Button variant="secondary" onClick={() => setSendingBack(true)} disabled={decide.isPending}>
          {t.sendBack}
        </Button>
      </div>
      <ReasonDialog
        open={sendingBack}
        onOpenChange={setSendingBack}
        title={t.sendBackTitle(entry.name)}
        description={t.sendBackNote}
        texts={{
          reason: t.whatToChange,
          cancel: t.cancel,
          confirm: t.confirmSendBack,
          pending: t.sendingBack,
          failed: t.decideFailed,
        }}
        pending={sendBackCall.isPending}
        submit={async (reason) => {
          await sendBackCall.mutateAsync({
            id: entry.id,
            decision: { decision: "return", version: entry.version, reason },
          });
        }}
      />
    </article>
  );
}
