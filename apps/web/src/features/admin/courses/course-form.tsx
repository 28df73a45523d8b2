import { LANGUAGES, type Language } from "@heritage/domain/languages";
import { COURSE_LEVELS } from "@heritage/domain/learning";
import type { AdminCourse, CourseInput } from "@heritage/domain/learning-admin";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Select } from "../../../components/ui/select.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { activeLanguage } from "../../../lib/i18n/language.ts";
import { messages } from "../../../lib/i18n/messages.ts";
import { useZodForm } from "../../../lib/use-zod-form.ts";
import { useCourseCategories } from "../../elearning/index.ts";
import { ItemImage } from "../shared/item-image.tsx";
import { useInstructorChoices, useSaveCourse } from "./api/admin-courses.ts";
import { COURSE_EDITOR_TEXT, COURSE_FORM_TEXT } from "./courses-texts.ts";
import {
  LanguageTabs,
  languagesWithErrors,
  shownPaths,
  type TextsValue,
  textPath,
  textsInput,
  textsValue,
  useStalePart,
} from "./form-kit.tsx";
import { PartFormNotices, showSaveFailure } from "./part-form-notices.tsx";
import { PictureUpload } from "./picture-upload.tsx";

type CourseValues = {
  title: TextsValue;
  description: TextsValue;
  category: string;
  level: AdminCourse["level"];
  teaching_language: Language;
  duration: string;
  instructor_name: string;
  /** An approved creator's id as the select holds it; "" when no creator teaches it. */
  instructor_creator_id: string;
  image: string;
  price_rwf: string;
  published: boolean;
};

const FIELDS = [
  "category",
  "level",
  "teaching_language",
  "duration",
  "instructor_name",
  "instructor_creator_id",
  "image",
  "price_rwf",
];
const shows = (path: string) =>
  FIELDS.includes(path) || textPath("title").test(path) || textPath("description").test(path);

function courseValues(course?: AdminCourse): CourseValues {
  return {
    title: textsValue(course?.title),
    description: textsValue(course?.description),
    category: course?.category ?? "",
    level: course?.level ?? "beginner",
    teaching_language: course?.teaching_language ?? activeLanguage(),
    duration: course?.duration ?? "",
    instructor_name: course?.instructor_name ?? "",
    instructor_creator_id: course?.instructor_creator_id ? String(course.instructor_creator_id) : "",
    image: course?.image ?? "",
    price_rwf: course?.price_rwf ? String(course.price_rwf) : "",
    published: course?.published ?? false,
  };
}

function courseInput(values: CourseValues, version?: number): CourseInput {
  const price = values.price_rwf.trim();
  return {
    title: textsInput(values.title),
    description: textsInput(values.description),
    category: values.category,
    level: values.level,
    teaching_language: values.teaching_language,
    duration: values.duration,
    instructor_name: values.instructor_name,
    instructor_creator_id: values.instructor_creator_id ? Number(values.instructor_creator_id) : null,
    image: values.image,
    // A price the server cannot read as a whole number is sent as such, so it says why at the field.
    price_rwf: price === "" ? null : /^\d+$/.test(price) ? Number(price) : (price as unknown as number),
    published: values.published,
    ...(version ? { version } : {}),
  };
}

/** A course's own fields (texts in three languages, level, language, cover, price, publication). */
export function CourseForm({ course, onCreated }: { course?: AdminCourse; onCreated: (id: number) => void }) {
  const t = COURSE_FORM_TEXT;
  const save = useSaveCourse();
  const categories = useCourseCategories();
  const instructors = useInstructorChoices();
  // The topic select needs its options before the form sets its value (the editor waits for them).
  const stale = useStalePart(course, (current: AdminCourse) => current, courseValues);
  const [tab, setTab] = useState<Language>("en");
  const form = useZodForm<CourseValues>(null, {
    serverFields: shownPaths(shows),
    defaultValues: courseValues(course),
    shouldFocusError: false,
  });
  const {
    register,
    handleSubmit,
    clearErrors,
    reset,
    getValues,
    setValue,
    watch,
    formState,
    formError,
    setFormError,
  } = form;
  const { errors, isSubmitting } = formState;
  const invalid = languagesWithErrors(errors);
  const image = watch("image");

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    clearErrors();
    try {
      const saved = await save.mutateAsync({ id: course?.id, input: courseInput(values, stale.version) });
      stale.saved(saved);
      reset(courseValues(saved));
      toast({ title: COURSE_EDITOR_TEXT.saved, description: saved.title.en, tone: "success" });
      if (!course) onCreated(saved.id);
    } catch (error) {
      showSaveFailure(error, { stale, form, setTab, fallback: t.saveFailed });
    }
  });

  const names = messages.content.languageNames;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <PartFormNotices
        formError={formError}
        stale={stale}
        onReload={() => reset(stale.reload(getValues()))}
      />
      <LanguageTabs active={tab} onActiveChange={setTab} invalid={invalid}>
        {(language) => (
          <>
            <Input
              label={t.title}
              lang={language}
              error={errors.title?.[language]?.message}
              disabled={isSubmitting}
              {...register(`title.${language}`)}
            />
            <Textarea
              label={t.description}
              lang={language}
              rows={3}
              error={errors.description?.[language]?.message}
              disabled={isSubmitting}
              {...register(`description.${language}`)}
            />
          </>
        )}
      </LanguageTabs>
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label={t.category}
          placeholder={t.category}
          options={(categories.data?.results ?? []).map((c) => ({ value: c.slug, label: c.name }))}
          error={errors.category?.message}
          disabled={isSubmitting || categories.isPending}
          {...register("category")}
        />
        <Select
          label={t.level}
          options={COURSE_LEVELS.map((level) => ({ value: level, label: t.levels[level] }))}
          error={errors.level?.message}
          disabled={isSubmitting}
          {...register("level")}
        />
        <Select
          label={t.language}
          options={LANGUAGES.map((language) => ({ value: language, label: names[language] }))}
          error={errors.teaching_language?.message}
          disabled={isSubmitting}
          {...register("teaching_language")}
        />
        <Input
          label={t.duration}
          hint={t.durationHint}
          error={errors.duration?.message}
          disabled={isSubmitting}
          {...register("duration")}
        />
        <Select
          label={t.instructorCreator}
          hint={t.instructorCreatorHint}
          options={[
            { value: "", label: t.noInstructorCreator },
            ...(instructors.data ?? []).map((c) => ({
              value: String(c.id),
              label: `${c.display_name} (${c.community})`,
            })),
          ]}
          error={errors.instructor_creator_id?.message}
          disabled={isSubmitting}
          {...register("instructor_creator_id", {
            // The creator's name fills the name field, kept for when the profile is gone.
            onChange: (event) => {
              const chosen = instructors.data?.find((c) => String(c.id) === event.target.value);
              if (chosen) setValue("instructor_name", chosen.display_name, { shouldDirty: true });
            },
          })}
        />
        <Input
          label={t.instructor}
          error={errors.instructor_name?.message}
          disabled={isSubmitting}
          {...register("instructor_name")}
        />
        <Input
          label={t.price}
          hint={t.priceHint}
          inputMode="numeric"
          error={errors.price_rwf?.message}
          disabled={isSubmitting}
          {...register("price_rwf")}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-ink">{t.cover}</legend>
        <div className="flex flex-wrap items-start gap-4">
          <ItemImage src={image || null} alt={image ? t.chosenCover : t.noCover} className="size-20" />
          <PictureUpload
            label={image ? t.changeCover : t.chooseCover}
            error={errors.image?.message}
            disabled={isSubmitting}
            onUploaded={(url) => {
              setValue("image", url, { shouldDirty: true });
              clearErrors("image");
            }}
          />
        </div>
      </fieldset>
      <Checkbox label={t.published} disabled={isSubmitting} {...register("published")} />
      <div className="flex justify-end">
        <Button type="submit" loading={isSubmitting} loadingText={course ? t.saving : t.creating}>
          {course ? t.save : t.create}
        </Button>
      </div>
    </form>
  );
}
