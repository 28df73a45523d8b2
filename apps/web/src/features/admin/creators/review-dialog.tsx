import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogContent } from "../../../components/ui/dialog.tsx";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { LoadingRegion, Skeleton } from "../../../components/ui/skeleton.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { isApiError } from "../../../lib/api-error.ts";
import { useDecideReview, useReviewedItem } from "./creators-admin-api.ts";
import { CREATORS_ADMIN_TEXT } from "./creators-admin-texts.ts";
import { ItemHistory } from "./item-history.tsx";

/** One submitted item: what the creator wrote, its pictures, its history; publish or return it. */
export function ReviewDialog({ id, title, onClose }: { id: string; title: string; onClose: () => void }) {
  const t = CREATORS_ADMIN_TEXT;
  const item = useReviewedItem(id);
  const decide = useDecideReview();
  const [comment, setComment] = useState("");
  const [commentError, setCommentError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);

  async function send(decision: "publish" | "return") {
    setError(null);
    setCommentError(undefined);
    try {
      await decide.mutateAsync({
        id,
        decision: decision === "publish" ? { decision } : { decision, comment },
      });
      onClose();
    } catch (caught) {
      const message = isApiError(caught) ? caught.fieldMessage("comment") : undefined;
      if (message) setCommentError(message);
      else setError(isApiError(caught) && caught.detail ? caught.detail : t.decideFailed);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={t.reviewTitle(title)} size="lg">
        <div className="flex flex-col gap-5">
          {item.isPending ? (
            <LoadingRegion label={t.loading}>
              <Skeleton className="h-40" />
            </LoadingRegion>
          ) : item.isError ? (
            <ErrorState
              message={t.loadFailed}
              onRetry={() => void item.refetch()}
              retrying={item.isFetching}
            />
          ) : (
            <>
              <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                <dt className="font-semibold text-muted">{t.collection}</dt>
                <dd>{item.data.collection.name}</dd>
                <dt className="font-semibold text-muted">{t.description}</dt>
                <dd className="break-words whitespace-pre-line">{item.data.dc.description.join("\n")}</dd>
                {item.data.community && (
                  <>
                    <dt className="font-semibold text-muted">{t.community}</dt>
                    <dd>{item.data.community}</dd>
                  </>
                )}
              </dl>
              <section aria-label={t.pictures}>
                {item.data.media.length === 0 ? (
                  <p className="text-sm text-muted">{t.noPictures}</p>
                ) : (
                  <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
                    {item.data.media.map((media, index) => (
                      <li key={media.id}>
                        <img
                          src={media.thumbnail_url ?? media.url}
                          alt={`${item.data.title} ${index + 1}`}
                          width={media.width ?? 400}
                          height={media.height ?? 400}
                          className="aspect-square w-full rounded-md bg-sand object-cover"
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            </>
          )}
          <ItemHistory id={id} />
          <FormAlert message={error} />
          <Textarea
            label={t.comment}
            hint={t.commentHint}
            rows={3}
            value={comment}
            error={commentError}
            onChange={(event) => {
              setComment(event.target.value);
              setCommentError(undefined);
            }}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              variant="secondary"
              loading={decide.isPending && decide.variables?.decision.decision === "return"}
              loadingText={t.returning}
              disabled={decide.isPending}
              onClick={() => void send("return")}
            >
              {t.returnToCreator}
            </Button>
            <Button
              loading={decide.isPending && decide.variables?.decision.decision === "publish"}
              loadingText={t.publishing}
              disabled={decide.isPending}
              onClick={() => void send("publish")}
            >
              {t.publish}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
