import {
  DC_ELEMENTS,
  ITEM_TYPES,
  type ItemInput,
  TRANSLATED_DC_ELEMENTS,
} from "@heritage/domain/collections";
import type { ItemDetail } from "@heritage/domain/collections-query";
import type { Language } from "@heritage/domain/languages";
import { useRef, useState } from "react";
import { Controller, type FieldErrors } from "react-hook-form";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Select } from "../../../components/ui/select.tsx";
import { activeLanguage } from "../../../lib/i18n/language.ts";
import { useZodForm } from "../../../lib/use-zod-form.ts";
import { FormDialogActions } from "../shared/form-dialog-actions.tsx";
import { RecordTextsTabs } from "../shared/record-texts-tabs.tsx";
import { EditNotices } from "../shared/stale-edit.tsx";
import { fetchItemForEdit, useSaveItem } from "./api/items.ts";
import { useAdminCollections, useAdminInstitutions } from "./api/records.ts";
import { ITEM_FORM_TEXT, ITEM_TYPE_LABELS } from "./collections-texts.ts";
import {
  type ItemFormValues,
  itemFormValues,
  itemResolver,
  languagesWithErrors,
  withItemOriginal,
} from "./item-form-values.ts";
import { ItemPublication } from "./item-publication.tsx";
import { ItemTextFields } from "./item-text-fields.tsx";
import { MediaManager } from "./media/media-manager.tsx";
import { ItemProtocolPanel } from "./protocols/item-protocol-panel.tsx";
import { useItemRecord } from "./use-item-record.ts";
import { ValuesField } from "./values-field.tsx";

const SERVER_FIELDS = ["type", "collection", "institution", "slug", "latitude", "longitude"] as const;
const OTHER_DC = DC_ELEMENTS.filter((e) => !(TRANSLATED_DC_ELEMENTS as readonly string[]).includes(e));

/**
 * The item form, for a new item and an existing one: the record, its texts in the three
 * languages (decision 106's tabs), the other Dublin Core elements, place and coordinates; for an
 * existing item also its publication and media. Every write sends the version loaded (409 otherwise).
 */
export function ItemForm({
  item,
  created,
  onCreated,
}: {
  item?: ItemDetail;
  /** The item was just created by this dialog: say so. */
  created?: boolean;
  onCreated: (id: string) => void;
}) {
  const t = ITEM_FORM_TEXT;
  const record = useItemRecord(item);
  const save = useSaveItem();
  const collections = useAdminCollections();
  const institutions = useAdminInstitutions();
  const publishedRef = useRef(item?.published ?? false);
  publishedRef.current = record.loaded?.published ?? false;
  const [success, setSuccess] = useState<string | null>(created ? t.created : null);
  const form = useZodForm<ItemFormValues, ItemInput>(null, {
    serverFields: SERVER_FIELDS,
    resolver: itemResolver(() => publishedRef.current),
    defaultValues: itemFormValues(item, activeLanguage()),
    reValidateMode: "onSubmit",
    shouldFocusError: false,
    clearErrorOnEdit: true,
    disableWhileSending: true,
  });
  const { register, field, handleSubmit, reset, getValues, formState, formError, setFormError } = form;
  const { errors, isSubmitting } = formState;
  const original = form.watch("original_language");
  const [tab, setTab] = useState<Language>(original);
  const formRef = useRef<HTMLFormElement>(null);
  const busy = isSubmitting;

  function focusFirstProblem(problems: FieldErrors<ItemFormValues>) {
    const languages = languagesWithErrors(problems as never, original);
    if (languages[0]) setTab(languages[0]);
    // A turn later: the tab's fields mount in the tabs' own render.
    window.setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  const submit = handleSubmit(async (input) => {
    setFormError(null);
    setSuccess(null);
    record.dismiss();
    const id = record.loaded?.public_id;
    try {
      const saved = await save.mutateAsync({ id, input: { ...input, version: record.loaded?.version } });
      if (id === undefined) return onCreated(saved.public_id);
      // The answer is in the admin's language; the form keeps the texts as written.
      record.saved(await fetchItemForEdit(saved.public_id));
      reset(getValues());
      setSuccess(t.saved);
    } catch (error) {
      if (await record.caught(error).catch(() => false)) return;
      form.showServerError(error, id ? t.saveFailed : t.createFailed);
    }
  }, focusFirstProblem);

  const typeOptions = ITEM_TYPES.map((value) => ({ value, label: ITEM_TYPE_LABELS[value] }));
  const collectionOptions = (collections.data ?? []).map((c) => ({ value: c.id, label: c.title }));
  const institutionOptions = (institutions.data ?? []).map((i) => ({ value: i.id, label: i.name }));

  return (
    <div className="flex flex-col gap-6">
      <form method="post" ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-5">
        <EditNotices
          formError={formError}
          stale={record}
          changes={record.changes}
          onReload={() => reset(record.reload(getValues()))}
        />
        <FormAlert
          tone="success"
          message={success}
          detail={success === t.created ? t.createdNote : undefined}
        />
        {record.loaded && (
          <ItemPublication
            item={record.loaded}
            dirty={formState.isDirty}
            onChanged={record.follow}
            onConflict={record.caught}
          />
        )}
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 font-display text-lg font-semibold">{t.record}</legend>
          <Select label={t.type} placeholder={t.chooseType} options={typeOptions} {...field("type")} />
          <Select
            label={t.collection}
            placeholder={t.chooseCollection}
            options={collectionOptions}
            {...field("collection")}
            disabled={busy || collections.isPending}
          />
          <Select
            label={t.institution}
            placeholder={t.institutionOfCollection}
            options={institutionOptions}
            {...field("institution")}
            disabled={busy || institutions.isPending}
          />
          <Input label={t.slug} hint={t.slugHint} {...field("slug")} />
          <Checkbox label={t.featured} disabled={busy} {...register("featured")} />
        </fieldset>
        <section aria-label={t.texts}>
          <RecordTextsTabs
            original={original}
            onOriginalChange={(next) => {
              reset(withItemOriginal(getValues(), next), { keepDefaultValues: true });
              setTab(next);
            }}
            active={tab}
            onActiveChange={setTab}
            invalid={languagesWithErrors(errors as never, original)}
            disabled={busy}
          >
            {(language) => (
              <ItemTextFields form={form} language={language} original={original} disabled={busy} />
            )}
          </RecordTextsTabs>
        </section>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-1 font-display text-lg font-semibold">{t.dublinCore}</legend>
          <p className="text-sm text-muted">{t.dublinCoreNote}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            {OTHER_DC.map((element) => (
              <Controller
                key={element}
                control={form.control}
                name={`dc.${element}`}
                render={({ field: list }) => (
                  <ValuesField
                    label={t.dc[element]}
                    values={list.value ?? []}
                    onChange={list.onChange}
                    error={errors.dc?.[element]?.message}
                    disabled={busy}
                  />
                )}
              />
            ))}
          </div>
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 font-display text-lg font-semibold">{t.place}</legend>
          <Input label={t.latitude} inputMode="decimal" hint={t.coordinatesHint} {...field("latitude")} />
          <Input label={t.longitude} inputMode="decimal" {...field("longitude")} />
        </fieldset>
        <FormDialogActions
          cancel={t.cancel}
          submit={record.loaded ? t.save : t.create}
          sendingText={record.loaded ? t.saving : t.creating}
          sending={isSubmitting}
        />
      </form>
      <MediaManager item={record.loaded} onChanged={record.refresh} />
      {record.loaded && <ItemProtocolPanel itemId={record.loaded.id} />}
    </div>
  );
}
