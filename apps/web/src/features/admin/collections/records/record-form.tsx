import { INSTITUTION_KINDS } from "@heritage/domain/collections";
import type { Collection, Institution } from "@heritage/domain/collections-query";
import { MUSEUM_CATEGORY_VALUES } from "@heritage/domain/constants";
import type { Language } from "@heritage/domain/languages";
import { type Path, useFieldArray } from "react-hook-form";
import { Checkbox } from "../../../../components/ui/checkbox.tsx";
import { Input } from "../../../../components/ui/input.tsx";
import { Select } from "../../../../components/ui/select.tsx";
import { activeLanguage } from "../../../../lib/i18n/language.ts";
import { useZodForm } from "../../../../lib/use-zod-form.ts";
import { FormDialogActions } from "../../shared/form-dialog-actions.tsx";
import { RecordTextInputs, RecordTextsTabs } from "../../shared/record-texts-tabs.tsx";
import { EditNotices, useStaleEdit } from "../../shared/stale-edit.tsx";
import { useRecordTexts } from "../../shared/use-record-texts.ts";
import { useAdminInstitutions, useCollectionMutations, useInstitutionMutations } from "../api/records.ts";
import { RECORD_TEXT } from "../records-texts.ts";
import { MuseumCoverField } from "./museum-cover-field.tsx";
import { ExhibitionFields, MuseumTextFields } from "./museum-fields.tsx";
import { MUSEUM_TEXT } from "./museum-texts.ts";
import { formPath, museumLanguagesWithErrors, recordResolver } from "./record-resolver.ts";
import {
  collectionInput,
  institutionInput,
  type RecordFormValues,
  type RecordKind,
  recordFormValues,
} from "./record-values.ts";

const FIELDS = [
  "name",
  "description",
  "slug",
  "institution",
  "kind",
  "place_name",
  "website",
  "category",
  "image",
] as const;

/**
 * The server's field keys under the form's own names: a collection's `title` is the tabs' `name`,
 * a museum's texts and exhibitions are kept by language (`exhibitions.0.title` → its original's tab).
 */
function formField(key: string, original: Language): Path<RecordFormValues> | null {
  const path = formPath(key.split("."), original);
  const shown = (FIELDS as readonly string[]).includes(path) || /^(museum|exhibitions)\./.test(path);
  return shown ? (path as Path<RecordFormValues>) : null;
}

/** A collection's or an institution's form: texts in three languages, then the kind's own fields. */
export function RecordForm({
  kind,
  record,
  onDone,
}: {
  kind: RecordKind;
  record?: Collection | Institution;
  onDone: () => void;
}) {
  const t = RECORD_TEXT;
  const toValues = (r: Collection | Institution) => recordFormValues(r, activeLanguage());
  const stale = useStaleEdit(record, toValues);
  const collections = useCollectionMutations();
  const institutions = useInstitutionMutations();
  const holders = useAdminInstitutions();
  const save = kind === "collection" ? collections.save : institutions.save;
  const form = useZodForm<RecordFormValues>(null, {
    serverFields: (key): string | null => formField(key, form.getValues("original_language")),
    defaultValues: recordFormValues(record, activeLanguage()),
    // The shared schema's messages at the fields before anything is sent (decision 124).
    resolver: recordResolver(kind),
    shouldFocusError: false,
    clearErrorOnEdit: true,
    disableWhileSending: true,
  });
  const exhibitions = useFieldArray({ control: form.control, name: "exhibitions" });
  const { register, field, handleSubmit, clearErrors, reset, getValues, formState, formError, setFormError } =
    form;
  const { errors, isSubmitting } = formState;
  const texts = useRecordTexts(form);
  const museum = kind === "institution" && form.watch("kind") === "museum";
  const invalid = [...new Set([...texts.invalid, ...museumLanguagesWithErrors(errors)])];

  const submit = handleSubmit(
    async (values) => {
      setFormError(null);
      stale.dismiss();
      const input =
        kind === "collection"
          ? collectionInput(values, stale.version)
          : institutionInput(values, stale.version);
      try {
        await save.mutateAsync({ id: record?.id, input: input as never });
        onDone();
      } catch (error) {
        if (stale.caught(error)) return;
        form.showServerError(error, t.saveFailed);
      }
    },
    (problems) => {
      // A museum text in error shows its language's tab first (the shared hook knows name and description).
      const [language] = museumLanguagesWithErrors(problems);
      texts.showFirstProblem(problems);
      if (language && !texts.invalid.length && !problems.name && !problems.description)
        texts.setTab(language);
    },
  );

  const nameLabel = kind === "collection" ? t.title : t.name;
  return (
    <form method="post" ref={texts.formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
      <EditNotices
        formError={formError}
        stale={stale}
        changes={() => stale.changes({ name: nameLabel, description: t.description, slug: t.slug })}
        onReload={() => reset(stale.reload(getValues()))}
      />
      <RecordTextsTabs {...texts.tabs} invalid={invalid} disabled={isSubmitting}>
        {(language) => (
          <>
            <RecordTextInputs
              language={language}
              labels={{ name: nameLabel, description: t.description }}
              name={texts.field(language, "name")}
              description={texts.field(language, "description")}
              disabled={isSubmitting}
            />
            {museum && (
              <>
                <MuseumTextFields form={form} language={language} disabled={isSubmitting} />
                <ExhibitionFields
                  form={form}
                  exhibitions={exhibitions}
                  language={language}
                  disabled={isSubmitting}
                />
              </>
            )}
          </>
        )}
      </RecordTextsTabs>
      <div className="grid gap-4 sm:grid-cols-2">
        {kind === "collection" ? (
          <Select
            label={t.institution}
            placeholder={t.chooseInstitution}
            options={(holders.data ?? []).map((i) => ({ value: i.id, label: i.name }))}
            {...field("institution")}
            disabled={isSubmitting || holders.isPending}
          />
        ) : (
          <Select
            label={t.kind}
            placeholder={t.kind}
            options={INSTITUTION_KINDS.map((value) => ({ value, label: t.kinds[value] }))}
            {...field("kind")}
          />
        )}
        <Input label={t.slug} hint={t.slugHint} {...field("slug")} />
        {kind === "institution" && (
          <>
            <Input label={t.placeName} {...field("place_name")} />
            <Input label={t.website} type="url" {...field("website")} />
          </>
        )}
        {museum && (
          <>
            <Select
              label={MUSEUM_TEXT.category}
              options={[
                { value: "", label: MUSEUM_TEXT.noCategory },
                ...MUSEUM_CATEGORY_VALUES.map((value) => ({ value, label: MUSEUM_TEXT.categories[value] })),
              ]}
              {...field("category")}
            />
            <MuseumCoverField
              image={form.watch("image")}
              error={errors.image?.message}
              disabled={isSubmitting}
              onChange={(cover) => {
                form.setValue("image", cover.image, { shouldDirty: true });
                form.setValue("thumbnail", cover.thumbnail, { shouldDirty: true });
                clearErrors("image");
              }}
            />
          </>
        )}
      </div>
      {kind === "collection" && (
        <Checkbox label={t.isPublished} disabled={isSubmitting} {...register("published")} />
      )}
      <FormDialogActions
        cancel={t.cancel}
        submit={record ? t.save : t.create}
        sendingText={record ? t.saving : t.creating}
        sending={isSubmitting}
      />
    </form>
  );
}
