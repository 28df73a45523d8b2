import { LANGUAGES, type Language } from "@heritage/domain/languages";
import { Button } from "../../../../components/ui/button.tsx";
import { FormAlert } from "../../../../components/ui/form-alert.tsx";
import { Input } from "../../../../components/ui/input.tsx";
import { Textarea } from "../../../../components/ui/textarea.tsx";
import { toast } from "../../../../components/ui/toast-store.ts";
import { useLanguage } from "../../../../lib/i18n/use-language.ts";
import { useZodForm } from "../../../../lib/use-zod-form.ts";
import { useAddCommunity } from "./communities-admin-api.ts";
import { COMMUNITIES_ADMIN_TEXT as t } from "./communities-admin-texts.ts";

type CommunityValues = { names: Record<Language, string>; slug: string; description: string };
const EMPTY: CommunityValues = { names: { rw: "", en: "", fr: "" }, slug: "", description: "" };

/** The name in the admin's own language, or else the first one written, is the original. */
const originalOf = (names: CommunityValues["names"], language: Language): Language =>
  names[language].trim() !== ""
    ? language
    : (LANGUAGES.find((code) => names[code].trim() !== "") ?? language);

/**
 * Adds a community with its name in Kinyarwanda, English and French (decision 168): readers see the
 * name in their language wherever communities show. The name in the admin's own language, or else
 * the first one written, is the original; the others are its translations (`translations`, as every
 * record's, decision 105). The description is written once, in the original's language. The server
 * alone checks the values: the form's names are not the payload's shape.
 */
export function AddCommunityForm() {
  const language = useLanguage();
  const add = useAddCommunity();
  const form = useZodForm<CommunityValues>(null, {
    // The original name comes back as `name`, the others as their translation's.
    serverFields: (key: string): string | null => {
      if (key === "slug" || key === "description") return key;
      if (key === "name") return `names.${originalOf(form.getValues("names"), language)}`;
      const translated = /^translations\.(rw|en|fr)\.name$/.exec(key);
      return translated ? `names.${translated[1]}` : null;
    },
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ names, slug, description }) => {
    form.setFormError(null);
    const original = originalOf(names, language);
    const translations = Object.fromEntries(
      LANGUAGES.filter((code) => code !== original && names[code].trim() !== "").map((code) => [
        code,
        { name: names[code] },
      ]),
    );
    try {
      await add.mutateAsync({
        name: names[original],
        slug,
        description,
        original_language: original,
        translations,
      });
      form.reset(EMPTY);
      toast({ title: t.added, tone: "success" });
    } catch (caught) {
      form.showServerError(caught, t.addFailed);
    }
  });

  // The reader's own language first: the name they are most likely to write.
  const order = [language, ...LANGUAGES.filter((code) => code !== language)];
  return (
    <section aria-labelledby="add-community" className="rounded-lg border border-line p-4">
      <h2 id="add-community" className="font-display text-lg font-semibold">
        {t.addTitle}
      </h2>
      <form method="post" noValidate onSubmit={submit} className="mt-3 flex max-w-xl flex-col gap-3">
        <FormAlert message={form.formError} />
        <p className="text-sm text-muted">{t.namesHint}</p>
        {order.map((code) => (
          <Input
            key={code}
            label={t.names[code]}
            lang={code}
            error={errors.names?.[code]?.message}
            {...form.register(`names.${code}`, { onChange: () => form.clearErrors(`names.${code}`) })}
          />
        ))}
        <Input
          label={t.slug}
          hint={t.slugHint}
          error={errors.slug?.message}
          autoCapitalize="none"
          spellCheck={false}
          {...form.register("slug", { onChange: () => form.clearErrors("slug") })}
        />
        <Textarea
          label={t.description}
          rows={2}
          error={errors.description?.message}
          {...form.register("description", { onChange: () => form.clearErrors("description") })}
        />
        <div>
          <Button type="submit" loading={add.isPending} loadingText={t.adding}>
            {t.add}
          </Button>
        </div>
      </form>
    </section>
  );
}
