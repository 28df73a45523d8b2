import { LANGUAGES, type Language } from "@heritage/domain/languages";
import { COURSE_LEVELS } from "@heritage/domain/learning";
import { type AdminCourse, type CourseInput, DEFAULT_QUIZ_ATTEMPTS } from "@heritage/domain/learning-admin";
import { Button } from "../../../components/ui/button.tsx";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Select } from "../../../components/ui/select.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { activeLanguage } from "../../../lib/i18n/language.ts";
import { messages } from "../../../lib/i18n/messages.ts";
import { useCourseCategories } from "../../elearning/index.ts";
import { ItemImage } from "../shared/item-image.tsx";
import { useInstructorChoices, useSaveCourse } from "./api/admin-courses.ts";
import { COURSE_EDITOR_TEXT, COURSE_FORM_TEXT } from "./courses-texts.ts";
import { type TextsValue, textPath, textsInput, textsValue, typedWholeNumber } from "./form-kit.tsx";
import { CoursePartForm, useCoursePartForm } from "./part-form.tsx";
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
  quiz_attempts: string;
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
  "quiz_attempts",
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
    quiz_attempts: String(course?.quiz_attempts ?? DEFAULT_QUIZ_ATTEMPTS),
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
    price_rwf: price === "" ? null : typedWholeNumber(price),
    quiz_attempts: typedWholeNumber(values.quiz_attempts),
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
  const part = useCoursePartForm({
    part: course,
    pick: (current: AdminCourse) => current,
    toValues: courseValues,
    shows,
    saveFailed: t.saveFailed,
  });
  const { field, register, clearErrors, reset, setValue, watch, formState } = part.form;
  const { errors, isSubmitting } = formState;
  const image = watch("image");

  const submit = part.saveWith(async (values, version) => {
    const saved = await save.mutateAsync({ id: course?.id, input: courseInput(values, version) });
    part.stale.saved(saved);
    reset(courseValues(saved));
    toast({ title: COURSE_EDITOR_TEXT.saved, description: saved.title.en, tone: "success" });
    if (!course) onCreated(saved.id);
  });

  const names = messages.content.languageNames;
  return (
    <CoursePartForm
      part={part}
      onSubmit={submit}
      titleLabel={t.title}
      texts={(language) => (
        <>
          <Textarea label={t.description} lang={language} rows={3} {...field(`description.${language}`)} />
        </>
      )}
      shared={
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <Select
              label={t.category}
              placeholder={t.category}
              options={(categories.data?.results ?? []).map((c) => ({ value: c.slug, label: c.name }))}
              {...field("category")}
              disabled={isSubmitting || categories.isPending}
            />
            <Select
              label={t.level}
              options={COURSE_LEVELS.map((level) => ({ value: level, label: t.levels[level] }))}
              {...field("level")}
            />
            <Select
              label={t.language}
              options={LANGUAGES.map((language) => ({ value: language, label: names[language] }))}
              {...field("teaching_language")}
            />
            <Input label={t.duration} hint={t.durationHint} {...field("duration")} />
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
              {...field("instructor_creator_id", {
                // The creator's name fills the name field, kept for when the profile is gone.
                onChange: (event) => {
                  const chosen = instructors.data?.find((c) => String(c.id) === event.target.value);
                  if (chosen) setValue("instructor_name", chosen.display_name, { shouldDirty: true });
                },
              })}
            />
            <Input label={t.instructor} {...field("instructor_name")} />
            <Input label={t.price} hint={t.priceHint} inputMode="numeric" {...field("price_rwf")} />
            <Input
              label={t.quizAttempts}
              hint={t.quizAttemptsHint}
              inputMode="numeric"
              {...field("quiz_attempts")}
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
        </>
      }
      actions={
        <div className="flex justify-end">
          <Button type="submit" loading={isSubmitting} loadingText={course ? t.saving : t.creating}>
            {course ? t.save : t.create}
          </Button>
        </div>
      }
    />
  );
}
