import { type Address, type AddressInput, addressInputSchema } from "@heritage/domain/addresses";
import { RWANDA_DISTRICTS } from "@heritage/domain/delivery";
import { Button } from "../../../components/ui/button.tsx";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Select } from "../../../components/ui/select.tsx";
import { countryOptions } from "../../../lib/countries.ts";
import { useZodForm } from "../../../lib/use-zod-form.ts";
import { addressTexts as t } from "./address-texts.ts";

const FIELDS = [
  "label",
  "contact_phone",
  "delivery_address",
  "delivery_country",
  "delivery_district",
] as const;
const DISTRICTS = [...RWANDA_DISTRICTS].sort().map((name) => ({ value: name, label: name }));

/** Adds or edits one saved address, with the checkout's own rules (packages/domain/addresses.ts). */
export function AddressForm({
  address,
  onSave,
  onCancel,
}: {
  address?: Address;
  /** Resolves when saved; rejects with the server's ApiError. */
  onSave: (input: AddressInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useZodForm<AddressInput>(addressInputSchema as never, {
    serverFields: FIELDS,
    defaultValues: {
      label: address?.label ?? "",
      contact_phone: address?.contact_phone ?? "",
      delivery_address: address?.delivery_address ?? "",
      delivery_country: address?.delivery_country ?? "RW",
      delivery_district: (address?.delivery_district ?? null) as AddressInput["delivery_district"],
      is_default: address?.is_default ?? false,
    },
    reValidateMode: "onSubmit",
  });
  const { errors, isSubmitting } = form.formState;
  const field = (name: (typeof FIELDS)[number]) =>
    form.register(name, { onChange: () => form.clearErrors(name) });
  const inRwanda = form.watch("delivery_country") === "RW";

  const submit = form.handleSubmit(async (values) => {
    form.setFormError(null);
    try {
      await onSave(values);
    } catch (error) {
      form.showServerError(error, t.failed);
    }
  });

  return (
    <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormAlert message={form.formError} />
      <Input label={t.label} hint={t.labelHint} error={errors.label?.message} {...field("label")} />
      <Input
        label={t.phone}
        type="tel"
        autoComplete="tel"
        error={errors.contact_phone?.message}
        {...field("contact_phone")}
      />
      <Input
        label={t.address}
        autoComplete="street-address"
        error={errors.delivery_address?.message}
        {...field("delivery_address")}
      />
      <Select
        label={t.country}
        options={countryOptions(t.rwanda)}
        autoComplete="country"
        error={errors.delivery_country?.message}
        {...field("delivery_country")}
      />
      {inRwanda && (
        <Select
          label={t.district}
          placeholder={t.chooseDistrict}
          options={DISTRICTS}
          error={errors.delivery_district?.message}
          {...form.register("delivery_district", {
            onChange: () => form.clearErrors("delivery_district"),
            // "No district chosen" is null, so the schema says which district is missing rather
            // than that "" is not a district of Rwanda.
            setValueAs: (value) => (value === "" ? null : value),
          })}
        />
      )}
      {!address?.is_default && <Checkbox label={t.setDefault} {...form.register("is_default")} />}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={isSubmitting} loadingText={t.saving}>
          {t.save}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
