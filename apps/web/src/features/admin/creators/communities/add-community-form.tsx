import { LANGUAGES, type Language } from "@heritage/domain/languages";
import { type FormEvent, useState } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { FormAlert } from "../../../../components/ui/form-alert.tsx";
import { Input } from "../../../../components/ui/input.tsx";
import { Textarea } from "../../../../components/ui/textarea.tsx";
import { toast } from "../../../../components/ui/toast-store.ts";
import { isApiError } from "../../../../lib/api-error.ts";
import { useLanguage } from "../../../../lib/i18n/use-language.ts";
import { useAddCommunity } from "./communities-admin-api.ts";
import { COMMUNITIES_ADMIN_TEXT as t } from "./communities-admin-texts.ts";

const EMPTY: Record<Language, string> = { rw: "", en: "", fr: "" };

/**
 * Adds a community with its name in Kinyarwanda, English and French (decision 168): readers see the
 * name in their language wherever communities show. The name in the admin's own language, or else
 * the first one written, is the original; the others are its translations (`translations`, as every
 * record's, decision 105). The description is written once, in the original's language.
 */
export function AddCommunityForm() {
  const language = useLanguage();
  const add = useAddCommunity();
  const [names, setNames] = useState(EMPTY);
  const [slug, setSlug] = useState("");
  const [description, setDescription] = useState("");
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [error, setError] = useState<string | null>(null);
  const original: Language =
    names[language].trim() !== ""
      ? language
      : (LANGUAGES.find((code) => names[code].trim() !== "") ?? language);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    setError(null);
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
      setNames(EMPTY);
      setSlug("");
      setDescription("");
      toast({ title: t.added, tone: "success" });
    } catch (caught) {
      if (isApiError(caught) && Object.keys(caught.fieldErrors).length > 0) {
        const found: Record<string, string | undefined> = {
          [`name.${original}`]: caught.fieldMessage("name"),
          slug: caught.fieldMessage("slug"),
          description: caught.fieldMessage("description"),
        };
        for (const code of LANGUAGES)
          found[`name.${code}`] ??= caught.fieldMessage(`translations.${code}.name`);
        setErrors(found);
      } else setError((isApiError(caught) && caught.detail) || t.addFailed);
    }
  }

  // The reader's own language first: the name they are most likely to write.
  const order = [language, ...LANGUAGES.filter((code) => code !== language)];
  return (
    <section aria-labelledby="add-community" className="rounded-lg border border-line p-4">
      <h2 id="add-community" className="font-display text-lg font-semibold">
        {t.addTitle}
      </h2>
      <form noValidate onSubmit={submit} className="mt-3 flex max-w-xl flex-col gap-3">
        <FormAlert message={error} />
        <p className="text-sm text-muted">{t.namesHint}</p>
        {order.map((code) => (
          <Input
            key={code}
            label={t.names[code]}
            lang={code}
            value={names[code]}
            error={errors[`name.${code}`]}
            onChange={(e) => setNames((now) => ({ ...now, [code]: e.target.value }))}
          />
        ))}
        <Input
          label={t.slug}
          hint={t.slugHint}
          value={slug}
          error={errors.slug}
          autoCapitalize="none"
          spellCheck={false}
          onChange={(e) => setSlug(e.target.value)}
        />
        <Textarea
          label={t.description}
          rows={2}
          value={description}
          error={errors.description}
          onChange={(e) => setDescription(e.target.value)}
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
