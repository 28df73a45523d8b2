import { type Product, type ProductInput, productInputSchema } from "@heritage/domain/catalog";
import { CONDITIONS, TIMINGS_MS } from "@heritage/domain/constants";
import { useEffect, useRef, useState } from "react";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Select } from "../../../components/ui/select.tsx";
import { LoadingRegion, Skeleton } from "../../../components/ui/skeleton.tsx";
import { activeLanguage } from "../../../lib/i18n/language.ts";
import { messages } from "../../../lib/i18n/messages.ts";
import { useZodForm } from "../../../lib/use-zod-form.ts";
import { CATEGORY_TEXT, PRODUCT_TEXT } from "../admin-texts.ts";
import { useCategories } from "../categories/api/categories.ts";
import { FormDialogActions } from "../shared/form-dialog-actions.tsx";
import { withTranslationsToSend } from "../shared/record-texts.ts";
import { RecordTextInputs, RecordTextsTabs } from "../shared/record-texts-tabs.tsx";
import { EditNotices, useStaleEdit } from "../shared/stale-edit.tsx";
import { useRecordTexts } from "../shared/use-record-texts.ts";
import { useSaveProduct } from "./api/products.ts";
import { type ProductFormValues, productFormDefaults } from "./product-form-values.ts";
import { type ImageTile, ProductImagePicker, tileOf } from "./product-image-picker.tsx";
import { ProductStoryPanel } from "./story/product-story-panel.tsx";

const p = messages.product;
/** Prices and stock are whole numbers; the phone shows its number pad. */
const WHOLE_NUMBER = { type: "number", inputMode: "numeric", step: 1 } as const;
const FIELDS = [
  "uploaded_images",
  "name",
  "description",
  "price",
  "original_price",
  "condition",
  "stock",
  "category",
  "is_featured",
  "is_active",
] as const;

/** The form's fields as the 409's change list names them. */
const labels = (): Partial<Record<keyof ProductFormValues, string>> => ({
  name: PRODUCT_TEXT.name,
  description: PRODUCT_TEXT.description,
  price: PRODUCT_TEXT.priceField,
  original_price: PRODUCT_TEXT.originalPrice,
  condition: PRODUCT_TEXT.condition,
  stock: PRODUCT_TEXT.stockField,
  category: PRODUCT_TEXT.category,
  is_featured: PRODUCT_TEXT.isFeatured,
  is_active: PRODUCT_TEXT.isActive,
  uploaded_images: PRODUCT_TEXT.images,
});

/** How a save is sent: the admin's product routes, or a maker's own. */
export type SaveProduct = (args: {
  id?: number;
  input: ProductInput;
  version?: number;
  base?: Record<string, unknown>;
}) => Promise<Product>;

/**
 * product §2/§5 product form, shared by Add and Edit; closes 1.5 s after its success message. With
 * `save`, a maker writes their own listing with the same fields and rules (decision 241), without
 * what only the shop decides: featured, active and the story links.
 */
export function ProductForm({
  product,
  onDone,
  save,
}: {
  product?: Product;
  onDone: () => void;
  save?: SaveProduct;
}) {
  const categories = useCategories();
  // The category select must have its options before the form sets its value.
  if (categories.isPending) {
    return (
      <LoadingRegion label={CATEGORY_TEXT.loading}>
        <Skeleton className="h-96 w-full" />
      </LoadingRegion>
    );
  }
  return (
    <>
      <ProductFormFields product={product} onDone={onDone} save={save} />
      {product && !save && <ProductStoryPanel productId={product.id} />}
    </>
  );
}

function ProductFormFields({
  product,
  onDone,
  save,
}: {
  product?: Product;
  onDone: () => void;
  save?: SaveProduct;
}) {
  const editing = product !== undefined;
  const adminSave = useSaveProduct();
  const send = save ?? adminSave.mutateAsync;
  const categories = useCategories();
  const [defaults] = useState(() => productFormDefaults(product, activeLanguage()));
  const stale = useStaleEdit(product, productFormDefaults);
  const [tiles, setTiles] = useState<ImageTile[]>(() => (defaults.uploaded_images as string[]).map(tileOf));
  const [success, setSuccess] = useState<{ title: string; note: string } | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const form = useZodForm<ProductFormValues, ProductInput>(productInputSchema, {
    serverFields: FIELDS,
    defaultValues: defaults,
    reValidateMode: "onSubmit",
    shouldFocusError: false,
    clearErrorOnEdit: true,
  });
  const {
    register,
    field,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    getValues,
    reset,
    formError,
    setFormError,
    showServerError,
    formState: { errors, isSubmitting },
  } = form;
  const texts = useRecordTexts(form);
  // A checkbox shows no message of its own, so it takes only the clearing of `field`.
  const clearing = (name: "is_featured" | "is_active") => ({ onChange: () => clearErrors(name) });

  function changeImages(next: ImageTile[]) {
    setTiles(next);
    setValue(
      "uploaded_images",
      next.map((tile) => tile.src),
    );
    clearErrors("uploaded_images");
  }

  const busy = isSubmitting || success !== null;
  const submit = handleSubmit(async (values) => {
    setFormError(null);
    stale.dismiss();
    const input = withTranslationsToSend(values);
    try {
      await send({ id: product?.id, input, version: stale.version, base: loadedBase() });
      setSuccess(editing ? { title: p.updated, note: p.updatedNote } : { title: p.added, note: p.addedNote });
      timer.current = window.setTimeout(onDone, TIMINGS_MS.productSuccessClose);
    } catch (error) {
      if (stale.caught(error)) return;
      showServerError(error, editing ? p.updateFailed : p.addFailed);
    }
  }, texts.showFirstProblem);

  /** What the form loaded, as the server reads a write: it merges a save made from an older version. */
  function loadedBase(): Record<string, unknown> | undefined {
    const loaded = stale.loadedValues();
    if (!editing || !loaded) return undefined;
    const parsed = productInputSchema.safeParse(loaded);
    return parsed.success ? withTranslationsToSend(parsed.data) : undefined;
  }

  function reloadCurrent() {
    const next = stale.reload(getValues());
    reset(next);
    setTiles((next.uploaded_images as string[]).map(tileOf));
  }

  const categoryOptions = (categories.data ?? []).map((category) => ({
    value: String(category.id),
    label: category.name,
  }));
  const shownValue = (key: keyof ProductFormValues, value: unknown) =>
    key === "category"
      ? categoryOptions.find((option) => option.value === String(value))?.label
      : key === "condition"
        ? PRODUCT_TEXT.conditions[value as (typeof CONDITIONS)[number]]
        : undefined;

  return (
    <form method="post" ref={texts.formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
      <ProductImagePicker
        tiles={tiles}
        onChange={changeImages}
        onProblem={(message) =>
          message ? setError("uploaded_images", { message }) : clearErrors("uploaded_images")
        }
        error={errors.uploaded_images?.message ?? errors.uploaded_images?.root?.message}
        disabled={busy}
      />
      <RecordTextsTabs {...texts.tabs} disabled={busy}>
        {(language) => (
          <>
            <RecordTextInputs
              language={language}
              labels={PRODUCT_TEXT}
              name={texts.field(language, "name", { clearOnEdit: true })}
              description={texts.field(language, "description", { clearOnEdit: true })}
              disabled={busy}
            />
          </>
        )}
      </RecordTextsTabs>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label={PRODUCT_TEXT.priceField}
          min={1}
          {...WHOLE_NUMBER}
          disabled={busy}
          {...field("price")}
        />
        <Input
          label={PRODUCT_TEXT.originalPrice}
          min={1}
          {...WHOLE_NUMBER}
          disabled={busy}
          {...field("original_price")}
        />
        <Select
          label={PRODUCT_TEXT.condition}
          options={CONDITIONS.map((value) => ({ value, label: PRODUCT_TEXT.conditions[value] }))}
          disabled={busy}
          {...field("condition")}
        />
        <Input
          label={PRODUCT_TEXT.stockField}
          min={0}
          {...WHOLE_NUMBER}
          disabled={busy}
          {...field("stock")}
        />
        <Select
          label={PRODUCT_TEXT.category}
          placeholder={PRODUCT_TEXT.chooseCategory}
          options={categoryOptions}
          disabled={busy}
          {...field("category")}
          error={errors.category?.message ?? (categories.isError ? messages.category.loadFailed : undefined)}
        />
      </div>
      {!save && (
        <div className="flex flex-wrap gap-x-6">
          <Checkbox
            label={PRODUCT_TEXT.isFeatured}
            disabled={busy}
            {...register("is_featured", clearing("is_featured"))}
          />
          <Checkbox
            label={PRODUCT_TEXT.isActive}
            disabled={busy}
            {...register("is_active", clearing("is_active"))}
          />
        </div>
      )}
      {/* Next to the buttons, where the admin is looking when a save is refused. */}
      <EditNotices
        formError={formError}
        stale={stale}
        changes={() => stale.changes(labels(), shownValue)}
        onReload={reloadCurrent}
      />
      <FormAlert tone="success" message={success?.title} detail={success?.note} />
      <FormDialogActions
        cancel={PRODUCT_TEXT.cancel}
        submit={editing ? PRODUCT_TEXT.submitUpdate : PRODUCT_TEXT.submitAdd}
        sendingText={editing ? PRODUCT_TEXT.updating : PRODUCT_TEXT.adding}
        sending={isSubmitting}
        done={success !== null}
        onCancel={save ? onDone : undefined}
      />
    </form>
  );
}
