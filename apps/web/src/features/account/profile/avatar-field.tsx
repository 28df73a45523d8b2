import { AVATAR_TYPES } from "@heritage/domain/profile";
import { ImagePlus, Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { profileTexts as t } from "../account-texts.ts";
import { readAvatar } from "./avatar-file.ts";

/** The avatar picker: a round preview (or the initial), choose and remove; `value` is a URL or data URL. */
export function AvatarField({
  value,
  name,
  onChange,
  serverError,
}: {
  value: string | null;
  name: string;
  onChange: (value: string | null) => void;
  serverError?: string;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const shown = error ?? serverError;

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const result = await readAvatar(file);
    if ("error" in result) {
      setError(result.error);
      return;
    }
    setError(null);
    onChange(result.dataUrl);
  };

  return (
    <div className="flex flex-wrap items-center gap-4">
      {value ? (
        <img
          src={value}
          alt={t.avatarAlt(name)}
          width={80}
          height={80}
          className="size-20 rounded-full bg-sand object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-20 items-center justify-center rounded-full bg-ink font-display text-3xl font-semibold text-paper"
        >
          {name.charAt(0).toUpperCase()}
        </span>
      )}
      <div className="flex flex-col gap-2">
        <label htmlFor={inputId} className="text-sm font-medium">
          {t.avatar}
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={AVATAR_TYPES.join(",")}
          className="sr-only"
          aria-describedby={`${inputId}-note`}
          aria-invalid={shown ? true : undefined}
          onChange={(event) => {
            void pick(event.target.files?.[0]);
            event.target.value = "";
          }}
        />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => input.current?.click()}>
            <ImagePlus aria-hidden="true" className="size-4" /> {t.avatarChoose}
          </Button>
          {value && (
            <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
              <Trash2 aria-hidden="true" className="size-4" /> {t.avatarRemove}
            </Button>
          )}
        </div>
        <p
          id={`${inputId}-note`}
          className={shown ? "text-sm text-ember" : "text-sm text-muted"}
          role={shown ? "alert" : undefined}
        >
          {shown ?? t.avatarHint}
        </p>
      </div>
    </div>
  );
}
