import { ImagePlus, type LucideIcon } from "lucide-react";
import { type ChangeEvent, type ReactNode, useRef } from "react";
import { cn } from "../../lib/cn.ts";

/** The picture types the media pipeline takes (POST /api/media checks the bytes again). */
export const PICTURE_TYPES = "image/png,image/jpeg,image/webp,image/gif";

/**
 * A file chooser that looks and acts like the other buttons: the native input stays in the page for
 * assistive technology and tests (out of the tab order; the button opens it). `id` is the field's: the
 * input takes it, the button is `${id}-button`, and the input is described by the caller's
 * `${id}-error` while `invalid`, else its `${id}-hint`.
 */
export function FileButton({
  id,
  onFile,
  invalid = false,
  disabled,
  accept = PICTURE_TYPES,
  icon: Icon = ImagePlus,
  labelledBy,
  className,
  children,
}: {
  id: string;
  /** The chosen file; the input is emptied, so the same file may be chosen again. */
  onFile: (file: File) => void;
  invalid?: boolean;
  disabled?: boolean;
  accept?: string;
  icon?: LucideIcon;
  /** Ids read before the button's own text (the field's label). */
  labelledBy?: string;
  /** The button's: its width, and how it looks while disabled. */
  className?: string;
  children: ReactNode;
}) {
  const input = useRef<HTMLInputElement>(null);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file) onFile(file);
  };
  return (
    <>
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        className="sr-only"
        aria-labelledby={labelledBy ? `${labelledBy} ${id}-button` : `${id}-button`}
        aria-describedby={invalid ? `${id}-error` : `${id}-hint`}
        aria-invalid={invalid || undefined}
        onChange={choose}
        disabled={disabled}
        tabIndex={-1}
      />
      <button
        id={`${id}-button`}
        type="button"
        onClick={() => input.current?.click()}
        disabled={disabled}
        className={cn(
          "inline-flex min-h-11 items-center gap-2 rounded-lg border px-4 text-sm font-semibold hover:bg-sand",
          invalid ? "border-ember" : "border-line-strong",
          className,
        )}
      >
        <Icon aria-hidden="true" className="size-4" />
        {children}
      </button>
    </>
  );
}
