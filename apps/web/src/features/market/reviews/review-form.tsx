import {
  type MyReview,
  REVIEW_MAX_LENGTH,
  type ReviewInput,
  reviewInputSchema,
} from "@heritage/domain/reviews";
import { Star } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { cn } from "../../../lib/cn.ts";
import { localizeMessage } from "../../../lib/i18n/messages.ts";
import { useZodForm } from "../../../lib/use-zod-form.ts";
import { useSaveReview } from "./api/product-reviews.ts";
import { REVIEWS_TEXT as t } from "./reviews-texts.ts";

/** The radios' values are strings ("" while none is chosen); the shared schema reads them as a number. */
type ReviewValues = { rating: string; body: string };

/**
 * Rate 1-5 and write an optional text, checked with the API's own schema (packages/domain) before
 * it is sent; the server's field messages land under the same fields.
 */
export function ReviewForm({
  productId,
  mine,
  onDone,
}: {
  productId: number;
  mine: MyReview["review"];
  onDone: () => void;
}) {
  const save = useSaveReview(productId);
  const editing = mine !== null;
  const form = useZodForm<ReviewValues, ReviewInput>(reviewInputSchema as never, {
    serverFields: ["rating", "body"],
    defaultValues: { rating: mine ? String(mine.rating) : "", body: mine?.body ?? "" },
    reValidateMode: "onSubmit",
  });
  const { errors } = form.formState;
  const rating = Number(form.watch("rating") || 0);

  const submit = form.handleSubmit(async (input) => {
    form.setFormError(null);
    try {
      await save.mutateAsync({ input, editing });
      toast({ tone: "success", title: t.saved });
      onDone();
    } catch (error) {
      form.showServerError(error, t.loadFailed);
    }
  });

  return (
    <form method="post" onSubmit={submit} className="space-y-3" noValidate>
      <FormAlert message={form.formError} />
      <fieldset>
        <legend className="text-sm font-medium">{t.rating}</legend>
        <div className="mt-1 flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="cursor-pointer">
              <input
                type="radio"
                value={String(n)}
                className="peer sr-only"
                aria-label={t.stars(n)}
                {...form.register("rating", { onChange: () => form.clearErrors("rating") })}
              />
              <Star
                aria-hidden="true"
                className={cn(
                  "size-11 rounded-md p-2 peer-focus-visible:outline-2 peer-focus-visible:outline-sky",
                  n <= rating ? "fill-ochre text-ochre" : "text-line-strong",
                )}
              />
            </label>
          ))}
        </div>
        {errors.rating?.message ? (
          <p role="alert" className="mt-1 text-sm text-ember">
            {localizeMessage(errors.rating.message)}
          </p>
        ) : null}
      </fieldset>
      <Textarea
        label={t.body}
        hint={t.bodyHint}
        maxLength={REVIEW_MAX_LENGTH}
        error={errors.body?.message}
        {...form.register("body", { onChange: () => form.clearErrors("body") })}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={save.isPending} loadingText={editing ? t.updating : t.submitting}>
          {editing ? t.update : t.submit}
        </Button>
        {editing ? (
          <Button variant="ghost" onClick={onDone}>
            {t.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
