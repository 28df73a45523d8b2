import type { FormEvent, ReactNode } from "react";
import { FormAlert } from "../../../components/ui/form-alert.tsx";

/** One of the profile's forms: its heading (which names the form) and its message above the fields. */
export function ProfileFormSection({
  id,
  title,
  onSubmit,
  formError,
  children,
}: {
  id: string;
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  formError: string | null;
  children: ReactNode;
}) {
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-labelledby={id}>
      <h2 id={id} className="font-display text-xl font-semibold">
        {title}
      </h2>
      <FormAlert message={formError} />
      {children}
    </form>
  );
}
