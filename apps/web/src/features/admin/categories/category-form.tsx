import { type Category, type CategoryInput, categoryInputSchema } from "@heritage/domain/catalog";
import { TIMINGS_MS } from "@heritage/domain/constants";
import { messages } from "@heritage/domain/messages";
import { generateCategorySlug } from "@heritage/domain/slug";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../../components/ui/button.tsx";
import { DialogActions, DialogClose } from "../../../components/ui/dialog.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { CATEGORY_TEXT } from "../admin-texts.ts";
import { applyServerErrors } from "../shared/apply-server-errors.ts";
import { FormAlert } from "../shared/form-alert.tsx";
import { useRefreshCategories, useSaveCategory } from "./api/categories.ts";
import { CategoryImageField } from "./category-image-field.tsx";

const c = messages.category;
const FIELDS = ["name", "slug", "description", "image"] as const;

/**
 * Add and edit share this form (SPEC §4). Adding makes the slug from the name (SPEC §5) with one random
 * suffix per form, so typing does not reshuffle it; editing shows the slug read-only. On success the
 * message shows for 1 s, then the list refreshes and the dialog closes. Closing the dialog during that
 * second (Cancel, Esc, the overlay) unmounts the form and cancels the timer, so the cleanup runs the
 * pending refresh itself: the saved category is never missing from the list.
 */
export function CategoryForm({
  category,
  onDone,
  random = Math.random,
}: {
  category?: Category;
  onDone: () => void;
  random?: () => number;
}) {
  const editing = category !== undefined;
  const save = useSaveCategory();
  const refresh = useRefreshCategories();
  const [formError, setFormError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const slugTouched = useRef(false);
  const suffixRandom = useMemo(() => {
    const fixed = random();
    return () => fixed;
  }, [random]);
  const timer = useRef<number | undefined>(undefined);
  const pendingRefresh = useRef<(() => void) | null>(null);
  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      pendingRefresh.current?.();
      pendingRefresh.current = null;
    },
    [],
  );

  const {
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof categoryInputSchema>, unknown, CategoryInput>({
    resolver: zodResolver(categoryInputSchema),
    defaultValues: {
      name: category?.name ?? "",
      slug: category?.slug ?? "",
      description: category?.description ?? "",
      image: category?.image ?? "",
    },
    reValidateMode: "onSubmit",
  });
  const image = String(watch("image") ?? "");

  const nameField = register("name", {
    onChange: (event) => {
      clearErrors("name");
      if (editing || slugTouched.current) return;
      const name = String(event.target.value);
      setValue("slug", name.trim() ? generateCategorySlug(name, suffixRandom) : "");
      clearErrors("slug");
    },
  });
  const slugField = register("slug", {
    onChange: () => {
      slugTouched.current = true;
      clearErrors("slug");
    },
  });

  const busy = isSubmitting || success !== null;
  const submit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      const saved = await save.mutateAsync({ id: category?.id, input });
      setSuccess(editing ? c.updated : c.added);
      pendingRefresh.current = () => void refresh({ id: saved.id, wasEdit: editing });
      timer.current = window.setTimeout(() => {
        pendingRefresh.current?.();
        pendingRefresh.current = null;
        onDone();
      }, TIMINGS_MS.categorySuccess);
    } catch (error) {
      setFormError(applyServerErrors(error, FIELDS, setError, editing ? c.updateFailed : c.addFailed));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormAlert message={formError} />
      <FormAlert tone="success" message={success} detail={success && !editing ? c.addedNote : undefined} />
      <Input label={CATEGORY_TEXT.name} error={errors.name?.message} disabled={busy} {...nameField} />
      <Input
        label={CATEGORY_TEXT.slug}
        error={errors.slug?.message}
        hint={editing ? CATEGORY_TEXT.slugReadOnly : CATEGORY_TEXT.slugGenerated}
        readOnly={editing}
        disabled={busy}
        className={editing ? "bg-sand" : undefined}
        autoCapitalize="none"
        spellCheck={false}
        {...slugField}
      />
      <Textarea
        label={CATEGORY_TEXT.description}
        error={errors.description?.message}
        disabled={busy}
        rows={3}
        {...register("description")}
      />
      <CategoryImageField
        value={image}
        disabled={busy}
        error={errors.image?.message}
        onChange={(dataUrl) => {
          setValue("image", dataUrl);
          clearErrors("image");
        }}
        onProblem={(message) => setError("image", { message })}
      />
      <DialogActions>
        <DialogClose asChild>
          <Button variant="secondary" disabled={isSubmitting}>
            {CATEGORY_TEXT.cancel}
          </Button>
        </DialogClose>
        <Button
          type="submit"
          loading={isSubmitting}
          loadingText={CATEGORY_TEXT.saving}
          disabled={success !== null}
        >
          {editing ? CATEGORY_TEXT.update : CATEGORY_TEXT.save}
        </Button>
      </DialogActions>
    </form>
  );
}
