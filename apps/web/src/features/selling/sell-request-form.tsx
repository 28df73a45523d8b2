import {
  type SellerApplicationInput,
  type SellingStatus,
  sellerApplicationInputSchema,
} from "@heritage/domain/selling";
import { Button } from "../../components/ui/button.tsx";
import { Checkbox } from "../../components/ui/checkbox.tsx";
import { FormAlert } from "../../components/ui/form-alert.tsx";
import { Input } from "../../components/ui/input.tsx";
import { localizeMessage } from "../../lib/i18n/message-areas.ts";
import { useZodForm } from "../../lib/use-zod-form.ts";
import { useAskToSell } from "./api/ask-to-sell.ts";
import { DistrictsPicker } from "./districts-picker.tsx";
import { T } from "./selling-texts.ts";

type Values = { shop_name: string; payout_phone: string; ships_from: string[]; accept_terms: boolean };
const FIELDS = ["shop_name", "payout_phone", "ships_from", "accept_terms"] as const;

/**
 * The request to sell: the shared schema checks it here and on the server; a declined
 * request's values come back filled in, so the maker corrects what the reason named.
 */
export function SellRequestForm({ previous }: { previous: SellingStatus["application"] }) {
  const ask = useAskToSell();
  const form = useZodForm<Values>(sellerApplicationInputSchema as never, {
    serverFields: FIELDS,
    clearErrorOnEdit: true,
    reValidateMode: "onSubmit",
    defaultValues: {
      shop_name: previous?.shop_name ?? "",
      payout_phone: previous?.payout_phone ?? "",
      ships_from: previous?.ships_from ?? [],
      accept_terms: false,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const t = T.request;

  const submit = form.handleSubmit(async (values) => {
    form.setFormError(null);
    try {
      await ask.mutateAsync(values as SellerApplicationInput);
    } catch (error) {
      form.showServerError(error, t.failed);
    }
  });
  const { error: termsError, ...terms } = form.field("accept_terms");

  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      aria-labelledby="sell-request-heading"
      className="flex flex-col gap-5 rounded-lg border border-line bg-surface p-4 shadow-card sm:p-8"
    >
      <h2 id="sell-request-heading" className="font-display text-xl font-semibold">
        {t.heading}
      </h2>
      <FormAlert message={form.formError} />
      <Input label={t.shopName} hint={t.shopNameHint} {...form.field("shop_name")} />
      <Input
        label={t.payoutPhone}
        hint={t.payoutPhoneHint}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        {...form.field("payout_phone")}
      />
      <DistrictsPicker
        legend={t.shipsFrom}
        hint={t.shipsFromHint}
        error={errors.ships_from?.message ?? errors.ships_from?.root?.message}
        registered={form.register("ships_from", { onChange: () => form.clearErrors("ships_from") })}
      />
      <section aria-labelledby="maker-terms" className="flex flex-col gap-2 rounded-lg bg-paper p-4">
        <h3 id="maker-terms" className="font-semibold">
          {t.terms}
        </h3>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {t.termsPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <Checkbox label={t.acceptTerms} aria-invalid={termsError ? true : undefined} {...terms} />
        {termsError && (
          <p className="text-sm text-ember" role="alert">
            {localizeMessage(termsError)}
          </p>
        )}
      </section>
      <div>
        <Button type="submit" loading={isSubmitting} loadingText={t.sending} className="w-full sm:w-auto">
          {t.submit}
        </Button>
      </div>
    </form>
  );
}
