import type { Language } from "@heritage/domain/languages";
import type { Dispatch, SetStateAction } from "react";
import type { FieldErrors } from "react-hook-form";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { ReloadedNotice, StaleEditNotice } from "../shared/stale-edit.tsx";
import { languagesWithErrors, tabAfterErrors } from "./form-kit.tsx";

/**
 * What a course part's form (the course, a module, a lesson, a quiz) says above its fields: why the
 * save failed, or that someone saved the part meanwhile (decision 075) with the reload that keeps
 * what was typed, then that it was reloaded.
 */
export function PartFormNotices({
  formError,
  stale,
  onReload,
}: {
  formError: string | null;
  stale: { stale: { detail: string } | null; reloaded: boolean };
  onReload: () => void;
}) {
  return (
    <>
      <FormAlert message={formError} />
      {stale.stale && <StaleEditNotice detail={stale.stale.detail} changes={[]} onReload={onReload} />}
      <ReloadedNotice show={stale.reloaded} />
    </>
  );
}

/**
 * A failed save of a course part: a stale edit is the notice's to say; otherwise the server's
 * messages go to their fields and the tabs move to the first language that has one.
 */
export function showSaveFailure(
  error: unknown,
  {
    stale,
    form,
    setTab,
    fallback,
  }: {
    stale: { caught: (error: unknown) => boolean };
    form: {
      showServerError: (error: unknown, fallback: string) => unknown;
      formState: { errors: FieldErrors };
    };
    setTab: Dispatch<SetStateAction<Language>>;
    fallback: string;
  },
) {
  if (stale.caught(error)) return;
  form.showServerError(error, fallback);
  setTab((active) => tabAfterErrors(active, languagesWithErrors(form.formState.errors)));
}
