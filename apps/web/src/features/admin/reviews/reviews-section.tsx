import type { AdminReview } from "@heritage/domain/reviews";
import { hideReviewSchema } from "@heritage/domain/reviews";
import { useState } from "react";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogActions, DialogContent } from "../../../components/ui/dialog.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { Select } from "../../../components/ui/select.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { formatDate } from "../../../lib/format.ts";
import { useZodForm } from "../../../lib/use-zod-form.ts";
import { SECTION_LABELS } from "../admin-texts.ts";
import { PagedResults } from "../shared/paged-results.tsx";
import { SectionHeader } from "../shared/section-header.tsx";
import { type ReviewFilter, useAdminReviews, useModerateReview } from "./api/admin-reviews.ts";
import { MODERATION_TEXT as t } from "./moderation-texts.ts";

function HideDialog({ review, onClose }: { review: AdminReview | null; onClose: () => void }) {
  const moderate = useModerateReview();
  const form = useZodForm(hideReviewSchema, {
    serverFields: ["reason"],
    defaultValues: { reason: "" },
    reValidateMode: "onSubmit",
  });
  const submit = form.handleSubmit(async ({ reason }) => {
    if (!review) return;
    form.setFormError(null);
    try {
      await moderate.mutateAsync({ id: review.id, reason });
      toast({ tone: "success", title: t.hidden, description: review.product_name });
      form.reset();
      onClose();
    } catch (failure) {
      form.showServerError(failure, t.failed);
    }
  });
  return (
    <Dialog open={review !== null} onOpenChange={(open) => !open && onClose()}>
      {review ? (
        <DialogContent title={t.hideTitle}>
          <form method="post" onSubmit={submit} noValidate className="space-y-3">
            <p className="text-sm text-muted">
              {review.product_name} · {t.by(review.author)}
            </p>
            <FormAlert message={form.formError} />
            <Textarea
              label={t.reason}
              maxLength={500}
              error={form.formState.errors.reason?.message}
              rows={3}
              {...form.register("reason", { onChange: () => form.clearErrors("reason") })}
            />
            <DialogActions>
              <Button variant="ghost" onClick={onClose}>
                {t.cancel}
              </Button>
              <Button type="submit" variant="destructive" loading={moderate.isPending} loadingText={t.hiding}>
                {t.confirmHide}
              </Button>
            </DialogActions>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/** The admin's review moderation: hide with a reason, publish again. */
export default function ReviewsSection() {
  const [filter, setFilter] = useState<ReviewFilter>("all");
  const [page, setPage] = useState(1);
  const [hiding, setHiding] = useState<AdminReview | null>(null);
  const reviews = useAdminReviews(filter, page);
  const moderate = useModerateReview();

  async function publish(review: AdminReview) {
    try {
      await moderate.mutateAsync({ id: review.id, reason: null });
      toast({ tone: "success", title: t.published, description: review.product_name });
    } catch {
      toast({ tone: "error", title: t.failed });
    }
  }

  return (
    <>
      <SectionHeader title={SECTION_LABELS.reviews} description={t.intro} />
      <div className="mb-4 max-w-xs">
        <Select
          label={t.filter}
          value={filter}
          onChange={(event) => {
            setFilter(event.target.value as ReviewFilter);
            setPage(1);
          }}
          options={(["all", "published", "hidden"] as const).map((value) => ({
            value,
            label: t.filters[value],
          }))}
        />
      </div>
      <PagedResults
        query={reviews}
        page={page}
        onPageChange={setPage}
        texts={t}
        skeletonClassName="h-64"
        empty={<EmptyState title={t.empty} />}
      >
        {(results) => (
          <ul className="space-y-3">
            {results.map((review) => (
              <li key={review.id} className="rounded-lg border border-line bg-surface p-4 shadow-card">
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="font-semibold">{review.product_name}</span>
                  <Badge tone="ochre">{t.stars(review.rating)}</Badge>
                  <span className="text-muted">
                    {t.by(review.author)} · {formatDate(review.created_at)}
                  </span>
                  {review.status === "hidden" ? <Badge tone="ember">{t.filters.hidden}</Badge> : null}
                </div>
                <p lang={review.language} className="mt-2 whitespace-pre-line break-words text-sm">
                  {review.body || t.noText}
                </p>
                {review.hidden_reason ? (
                  <p className="mt-1 text-sm text-ember">{t.hiddenBecause(review.hidden_reason)}</p>
                ) : null}
                <div className="mt-3">
                  {review.status === "published" ? (
                    <Button variant="secondary" size="sm" onClick={() => setHiding(review)}>
                      {t.hide}
                    </Button>
                  ) : (
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => void publish(review)}
                      disabled={moderate.isPending}
                    >
                      {t.publish}
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </PagedResults>
      <HideDialog review={hiding} onClose={() => setHiding(null)} />
    </>
  );
}
