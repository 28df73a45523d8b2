import { MAX_PRODUCT_IMAGES } from "@heritage/domain/constants";
import { ImagePlus, Star, X } from "lucide-react";
import { type ChangeEvent, useId, useRef, useState } from "react";
import { cn } from "../../../lib/cn.ts";
import { localizeMessage, messages } from "../../../lib/i18n/messages.ts";
import { PRODUCT_TEXT } from "../admin-texts.ts";
import { pickProductImages } from "../shared/image-rules.ts";

/** An image in the form: a new upload (data URL) or one the product already has (/media/ URL). */
export type ImageTile = { key: string; src: string };

let nextKey = 0;
export const tileOf = (src: string): ImageTile => ({ key: `image-${++nextKey}`, src });

/** Moves the tile at `index` to the front: the first image is the primary one. */
export function makePrimary(tiles: ImageTile[], index: number): ImageTile[] {
  const chosen = tiles[index];
  if (!chosen || index === 0) return tiles;
  return [chosen, ...tiles.filter((_, i) => i !== index)];
}

/**
 * product §2's multi-image upload: previews, the first tile marked Primary, set-as-primary and remove on
 * the others, the two hints, at most 10 images of at most 2 MB each.
 */
export function ProductImagePicker({
  tiles,
  onChange,
  onProblem,
  error,
  disabled,
}: {
  tiles: ImageTile[];
  onChange: (tiles: ImageTile[]) => void;
  onProblem: (message: string | null) => void;
  error?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const full = tiles.length >= MAX_PRODUCT_IMAGES;
  // Large phone photos are made smaller before they are added, which takes a moment each.
  const [preparing, setPreparing] = useState<{ done: number; total: number } | null>(null);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = "";
    if (files.length === 0) return;
    try {
      const { dataUrls, error: problem } = await pickProductImages(files, tiles.length, (done, total) =>
        setPreparing({ done, total }),
      );
      if (dataUrls.length > 0) onChange([...tiles, ...dataUrls.map(tileOf)]);
      onProblem(problem);
    } finally {
      setPreparing(null);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className="text-sm font-medium text-ink">
        {PRODUCT_TEXT.images}
      </span>
      <ul aria-labelledby={`${id}-label`} className="grid grid-cols-3 gap-3 sm:grid-cols-5">
        {tiles.map((tile, index) => (
          <li
            key={tile.key}
            className="group relative aspect-square overflow-hidden rounded-lg border border-line bg-sand"
          >
            <img src={tile.src} alt={PRODUCT_TEXT.imageAlt(index + 1)} className="size-full object-cover" />
            {index === 0 ? (
              <span className="absolute bottom-1 left-1 inline-flex items-center gap-1 rounded-full bg-ochre px-2 py-0.5 text-xs font-semibold text-ink">
                <Star aria-hidden="true" className="size-3 fill-current" />
                {PRODUCT_TEXT.primary}
              </span>
            ) : (
              <div className="absolute inset-x-1 bottom-1 flex justify-between gap-1">
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => onChange(makePrimary(tiles, index))}
                  aria-label={PRODUCT_TEXT.setPrimary(index + 1)}
                  title={PRODUCT_TEXT.setPrimary(index + 1)}
                  className="flex size-9 items-center justify-center rounded-full bg-surface/95 text-ochre-dark shadow-card hover:bg-surface"
                >
                  <Star aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => onChange(tiles.filter((_, i) => i !== index))}
                  aria-label={PRODUCT_TEXT.removeImage(index + 1)}
                  title={PRODUCT_TEXT.removeImage(index + 1)}
                  className="flex size-9 items-center justify-center rounded-full bg-surface/95 text-ember shadow-card hover:bg-surface"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </div>
            )}
          </li>
        ))}
        {!full && (
          <li className="aspect-square">
            <button
              type="button"
              disabled={disabled}
              onClick={() => input.current?.click()}
              aria-describedby={`${id}-hints`}
              className={cn(
                "flex size-full flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed text-sm font-medium text-muted hover:border-clay hover:text-clay",
                error ? "border-ember" : "border-line-strong",
              )}
            >
              <ImagePlus aria-hidden="true" className="size-6" />
              {PRODUCT_TEXT.addImages}
            </button>
          </li>
        )}
      </ul>
      <input
        ref={input}
        type="file"
        multiple
        accept="image/png,image/jpeg,image/webp,image/gif"
        className="sr-only"
        tabIndex={-1}
        aria-label={PRODUCT_TEXT.addImages}
        data-testid="product-image-input"
        onChange={choose}
        disabled={disabled || full || preparing !== null}
      />
      {preparing && (
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor={`${id}-progress`}>
            {PRODUCT_TEXT.preparingImages(preparing.done, preparing.total)}
          </label>
          <progress
            id={`${id}-progress`}
            value={preparing.done}
            max={preparing.total}
            className="h-2 w-full accent-clay"
          />
        </div>
      )}
      <div id={`${id}-hints`} className="text-sm text-muted">
        <p>{messages.product.imagesHint}</p>
        <p>{messages.product.fileHint}</p>
      </div>
      {error && (
        <p role="alert" className="text-sm text-ember">
          {/* The shared schema's English text finds its translation (the picker's own are translated). */}
          {localizeMessage(error)}
        </p>
      )}
    </div>
  );
}
