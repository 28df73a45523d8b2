import { ITEM_TYPES } from "@heritage/domain/collections";
import { LANGUAGES } from "@heritage/domain/languages";
import { Button } from "../../components/ui/button.tsx";
import { FormAlert } from "../../components/ui/form-alert.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Select } from "../../components/ui/select.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { activeLanguage } from "../../lib/i18n/language.ts";
import { messages } from "../../lib/i18n/messages.ts";
import { useZodForm } from "../../lib/use-zod-form.ts";
import { type ContributionDetail, usePublicCollections, useSaveContribution } from "./api/contributions.ts";
import {
  type ContributionValues,
  contributionInput,
  contributionValues,
  type FORM_FIELDS,
  fieldOfServerKey,
} from "./contribution-values.ts";
import { T } from "./creators-texts.ts";

/**
 * A creator's draft (decision 167): the record, its texts in one language and a few Dublin Core
 * elements. The server checks it with the admins' item schema and answers field by field.
 */
export function ContributionForm({
  item,
  onSaved,
  notice,
}: {
  item?: ContributionDetail;
  onSaved: (item: ContributionDetail, created: boolean) => void;
  notice?: string | null;
}) {
  const t = T.form;
  const save = useSaveContribution();
  const collections = usePublicCollections();
  // The server checks a draft with the admins' item schema and answers field by field (decision 167).
  const form = useZodForm<ContributionValues>(null, {
    serverFields: fieldOfServerKey,
    defaultValues: contributionValues(item, activeLanguage()),
  });
  const { register, handleSubmit, clearErrors, reset, formState, formError, setFormError, showServerError } =
    form;
  const { errors, isSubmitting } = formState;
  const field = (name: (typeof FORM_FIELDS)[number]) => register(name, { onChange: () => clearErrors(name) });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await save.mutateAsync({
        id: item?.public_id,
        input: contributionInput(values, item?.version),
      });
      reset(contributionValues(saved, values.original_language));
      onSaved(saved, item === undefined);
    } catch (error) {
      showServerError(error, t.saveFailed);
    }
  });

  const names = messages.content.languageNames;
  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-5"
      aria-label={item ? t.editTitle : t.newTitle}
    >
      <FormAlert message={formError} />
      {notice && !formError && (
        <p role="status" className="rounded-md bg-leaf-soft px-4 py-3 text-sm text-leaf">
          {notice}
        </p>
      )}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-display text-lg font-semibold">{t.record}</legend>
        <Select
          label={t.type}
          placeholder={t.chooseType}
          options={ITEM_TYPES.map((value) => ({ value, label: t.types[value] }))}
          error={errors.type?.message}
          {...field("type")}
        />
        <Select
          label={t.collection}
          placeholder={t.chooseCollection}
          options={(collections.data ?? []).map((c) => ({ value: c.id, label: c.title }))}
          error={errors.collection?.message}
          disabled={collections.isPending}
          {...field("collection")}
        />
        <Select
          label={t.language}
          options={LANGUAGES.map((value) => ({ value, label: names[value] }))}
          {...register("original_language")}
        />
      </fieldset>
      <Input label={t.title} error={errors.title?.message} {...field("title")} />
      <Textarea
        label={t.description}
        rows={6}
        error={errors.description?.message}
        {...field("description")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label={t.subject} hint={t.subjectHint} error={errors.subject?.message} {...field("subject")} />
        <Input label={t.creator} error={errors.creator?.message} {...field("creator")} />
        <Input label={t.date} hint={t.dateHint} error={errors.date?.message} {...field("date")} />
        <Input label={t.community} error={errors.community?.message} {...field("community")} />
        <Input label={t.placeName} error={errors.place_name?.message} {...field("place_name")} />
        <Input label={t.period} error={errors.period?.message} {...field("period")} />
      </div>
      <div>
        <Button type="submit" loading={isSubmitting} loadingText={item ? t.saving : t.creating}>
          {item ? t.save : t.create}
        </Button>
      </div>
    </form>
  );
}
