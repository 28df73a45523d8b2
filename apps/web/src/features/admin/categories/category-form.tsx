import { type Category, type CategoryInput, categoryInputSchema } from "@heritage/domain/catalog";
import { TIMINGS_MS } from "@heritage/domain/constants";
import type { Language } from "@heritage/domain/languages";
import { generateCategorySlug } from "@heritage/domain/slug";
import { useEffect, useMemo, useRef, useState } from "react";
import type { z } from "zod";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { activeLanguage } from "../../../lib/i18n/language.ts";
import { messages } from "../../../lib/i18n/messages.ts";
import { useZodForm } from "../../../lib/use-zod-form.ts";
import { CATEGORY_TEXT } from "../admin-texts.ts";
import { FormDialogActions } from "../shared/form-dialog-actions.tsx";
import { recordTextValues, withTranslationsToSend } from "../shared/record-texts.ts";
import { RecordTextInputs, RecordTextsTabs } from "../shared/record-texts-tabs.tsx";
import { EditNotices, useStaleEdit } from "../shared/stale-edit.tsx";
import { useRecordTexts } from "../shared/use-record-texts.ts";
import { useRefreshCategories, useSaveCategory } from "./api/categories.ts";
import { CategoryImageField } from "./category-image-field.tsx";

const c = messages.category;
const FIELDS = ["name", "slug", "description", "image"] as const;
type CategoryFormValues = z.input<typeof categoryInputSchema>;

/** The category's texts as written in each language (record-texts.ts); a new one is written first in `newOriginal`. */
const formValues = (category?: Category, newOriginal: Language = "en"): CategoryFormValues => ({
  ...recordTextValues(category, newOriginal),
  slug: category?.slug ?? "",
  image: category?.image ?? "",
});
/** The text fields (a changed image shows in the form once reloaded). */
const labels = () => ({
  name: CATEGORY_TEXT.name,
  slug: CATEGORY_TEXT.slug,
  description: CATEGORY_TEXT.description,
});

/**
 * Add and edit share this form (product §4). Adding makes the slug from the name (product §5) with one random
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
  const [success, setSuccess] = useState<string | null>(null);
  const stale = useStaleEdit(category, formValues);
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

  const form = useZodForm<CategoryFormValues, CategoryInput>(categoryInputSchema, {
    serverFields: FIELDS,
    defaultValues: formValues(category, activeLanguage()),
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    formError,
    setFormError,
    showServerError,
    watch,
    getValues,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const texts = useRecordTexts(form);
  const image = String(watch("image") ?? "");

  // Adding: the slug follows the name until the admin types one (product §5).
  const slugFromName = (event: { target: { value: unknown } }) => {
    if (editing || slugTouched.current) return;
    const name = String(event.target.value);
    setValue("slug", name.trim() ? generateCategorySlug(name, suffixRandom) : "");
    clearErrors("slug");
  };
  const slugField = register("slug", {
    onChange: () => {
      slugTouched.current = true;
      clearErrors("slug");
    },
  });

  const busy = isSubmitting || success !== null;
  const submit = handleSubmit(async (values) => {
    setFormError(null);
    stale.dismiss();
    const input = withTranslationsToSend(values);
    try {
      const saved = await save.mutateAsync({ id: category?.id, input, version: stale.version });
      setSuccess(editing ? c.updated : c.added);
      pendingRefresh.current = () => void refresh({ id: saved.id, wasEdit: editing });
      timer.current = window.setTimeout(() => {
        pendingRefresh.current?.();
        pendingRefresh.current = null;
        onDone();
      }, TIMINGS_MS.categorySuccess);
    } catch (error) {
      if (stale.caught(error)) return;
      showServerError(error, editing ? c.updateFailed : c.addFailed);
    }
  }, texts.showFirstProblem);

  return (
    <form method="post" ref={texts.formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
      <EditNotices
        formError={formError}
        stale={stale}
        changes={() => stale.changes(labels())}
        onReload={() => reset(stale.reload(getValues()))}
      />
      <FormAlert tone="success" message={success} detail={success && !editing ? c.addedNote : undefined} />
      <RecordTextsTabs {...texts.tabs} disabled={busy}>
        {(language) => (
          <>
            <RecordTextInputs
              language={language}
              labels={CATEGORY_TEXT}
              name={texts.field(language, "name", {
                clearOnEdit: true,
                onChange: language === texts.original ? slugFromName : undefined,
              })}
              description={texts.field(language, "description")}
              disabled={busy}
            />
          </>
        )}
      </RecordTextsTabs>
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
      <FormDialogActions
        cancel={CATEGORY_TEXT.cancel}
        submit={editing ? CATEGORY_TEXT.update : CATEGORY_TEXT.save}
        sendingText={CATEGORY_TEXT.saving}
        sending={isSubmitting}
        done={success !== null}
      />
    </form>
  );
}
