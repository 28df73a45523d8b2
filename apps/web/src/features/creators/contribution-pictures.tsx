import { ImagePlus, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { isApiError } from "../../lib/api-error.ts";
import { type ContributionDetail, usePictureMutations } from "./api/contributions.ts";
import { T } from "./creators-texts.ts";

function readAsDataUrl(file: File) {
  return new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * The pictures of a creator's draft (decision 167): add one at a time (the server checks and
 * re-encodes it), remove one; only while the item may change.
 */
export function ContributionPictures({ item, editable }: { item: ContributionDetail; editable: boolean }) {
  const t = T.pictures;
  const inputId = useId();
  const hintId = useId();
  const pictures = usePictureMutations(item.public_id);
  const [error, setError] = useState<string | null>(null);
  const images = item.media.filter((m) => m.kind === "image");

  async function add(file: File | undefined) {
    if (!file) return;
    setError(null);
    try {
      await pictures.add.mutateAsync(await readAsDataUrl(file));
    } catch (caught) {
      setError(isApiError(caught) ? (caught.fieldMessage("image") ?? caught.detail ?? t.failed) : t.failed);
    }
  }

  return (
    <section aria-labelledby="pictures-heading" className="flex flex-col gap-3 border-t border-line pt-5">
      <h2 id="pictures-heading" className="font-display text-lg font-semibold">
        {t.heading}
      </h2>
      {images.length === 0 ? (
        <p className="text-muted">{t.none}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {images.map((media, index) => (
            <li key={media.id} className="flex flex-col gap-2">
              <img
                src={media.thumbnail_url ?? media.url}
                alt={t.alt(item.title, index + 1)}
                width={media.width ?? 400}
                height={media.height ?? 400}
                className="aspect-square w-full rounded-md bg-sand object-cover"
              />
              {editable && (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t.removeNamed(index + 1)}
                  loading={pictures.remove.isPending && pictures.remove.variables === media.id}
                  onClick={() => pictures.remove.mutate(media.id)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t.remove}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {editable && (
        <div className="flex flex-col gap-1">
          <label
            htmlFor={inputId}
            className="inline-flex min-h-11 w-fit cursor-pointer items-center gap-2 rounded-md border border-line-strong bg-surface px-4 font-medium hover:border-ink focus-within:outline-2"
          >
            <ImagePlus aria-hidden="true" className="size-5" />
            {pictures.add.isPending ? t.uploading : t.add}
            <input
              id={inputId}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              aria-describedby={hintId}
              className="sr-only"
              disabled={pictures.add.isPending}
              onChange={(event) => {
                void add(event.target.files?.[0]);
                event.target.value = "";
              }}
            />
          </label>
          <p id={hintId} className="text-sm text-muted">
            {t.hint}
          </p>
          {error && (
            <p role="alert" className="text-sm text-ember">
              {error}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
