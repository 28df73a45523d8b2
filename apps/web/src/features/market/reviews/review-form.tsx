import { type MyReview, REVIEW_MAX_LENGTH, reviewInputSchema } from "@heritage/domain/reviews";
import { Star } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { isApiError } from "../../../lib/api-error.ts";
import { cn } from "../../../lib/cn.ts";
import { localizeMessage } from "../../../lib/i18n/messages.ts";
import { useSaveReview } from "./api/product-reviews.ts";
import { REVIEWS_TEXT as t } from "./reviews-texts.ts";

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
  const [rating, setRating] = useState<number>(mine?.rating ?? 0);
  const [body, setBody] = useState(mine?.body ?? "");
  const [errors, setErrors] = useState<{ rating?: string; body?: string }>({});
  const save = useSaveReview(productId);
  const editing = mine !== null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = reviewInputSchema.safeParse({ rating: rating || undefined, body });
    if (!parsed.success) {
      const found: { rating?: string; body?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === "body" ? "body" : "rating";
        found[field] ??= localizeMessage(issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ input: parsed.data, editing });
      toast({ tone: "success", title: t.saved });
      onDone();
    } catch (error) {
      if (isApiError(error) && (error.fieldMessage("rating") || error.fieldMessage("body"))) {
        setErrors({ rating: error.fieldMessage("rating"), body: error.fieldMessage("body") });
      } else {
        toast({ tone: "error", title: isApiError(error) ? error.message : t.loadFailed });
      }
    }
  }

  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <fieldset>
        <legend className="text-sm font-medium">{t.rating}</legend>
        <div className="mt-1 flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="cursor-pointer">
              <input
                type="radio"
                name="rating"
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                className="peer sr-only"
                aria-label={t.stars(n)}
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
        {errors.rating ? (
          <p role="alert" className="mt-1 text-sm text-ember">
            {errors.rating}
          </p>
        ) : null}
      </fieldset>
      <Textarea
        label={t.body}
        hint={t.bodyHint}
        value={body}
        maxLength={REVIEW_MAX_LENGTH}
        onChange={(event) => setBody(event.target.value)}
        error={errors.body}
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
