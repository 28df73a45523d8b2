import type { ItemMedia } from "@heritage/domain/collections";
import { FileText } from "lucide-react";
import { useState } from "react";
import { cn } from "../../../lib/cn.ts";
import { DeepZoomImage } from "./deep-zoom-image.tsx";
import { itemTexts as t } from "./item-texts.ts";

/**
 * An item's files: its pictures in one deep-zoom viewer with a strip to choose among
 * them, then its recordings and documents, each with its caption and rights statement beside it.
 */
export function ItemMediaGallery({
  media,
  title,
  language,
}: {
  media: ItemMedia[];
  title: string;
  /** The item's original language, the captions' language unless told otherwise. */
  language: string;
}) {
  const images = media.filter((m) => m.kind === "image");
  const others = media.filter((m) => m.kind !== "image");
  const [shown, setShown] = useState(0);
  const current = images[Math.min(shown, images.length - 1)];
  if (media.length === 0) return <p className="rounded-lg bg-sand p-6 text-muted">{t.noMedia}</p>;
  return (
    <div className="flex min-w-0 flex-col gap-6">
      {current && (
        <figure className="flex min-w-0 flex-col gap-2">
          <DeepZoomImage media={current} title={title} />
          <MediaNote media={current} />
          {images.length > 1 && (
            <ul className="flex gap-2 overflow-x-auto pb-1">
              {images.map((image, index) => (
                <li key={image.id} className="shrink-0">
                  <button
                    type="button"
                    aria-pressed={image.id === current.id}
                    aria-label={`${t.mediaItem(index + 1, images.length)}${image.caption ? `: ${image.caption}` : ""}`}
                    onClick={() => setShown(index)}
                    className={cn(
                      "block size-16 overflow-hidden rounded-md border-2 sm:size-20",
                      image.id === current.id ? "border-clay" : "border-transparent hover:border-line-strong",
                    )}
                  >
                    <img src={image.thumbnail_url ?? image.url} alt="" className="size-full object-cover" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </figure>
      )}
      {others.map((file) => (
        <figure
          key={file.id}
          className="flex min-w-0 flex-col gap-2 rounded-lg border border-line bg-surface p-4"
        >
          <MediaPlayer media={file} title={title} language={language} />
          <MediaNote media={file} />
        </figure>
      ))}
    </div>
  );
}

/**
 * A sound or a film plays in the page, with its WebVTT captions or transcript as the player's
 * caption track when the file has them (decision 118); a PDF opens in the browser's own reader.
 */
function MediaPlayer({ media, title, language }: { media: ItemMedia; title: string; language: string }) {
  const name = media.caption || title;
  const captions = media.captions_url && (
    <track kind="captions" src={media.captions_url} srcLang={language} label={t.captions} default />
  );
  if (media.kind === "audio")
    return (
      // biome-ignore lint/a11y/useMediaCaption: the track is there when captions were given; the caption text is beside it
      <audio controls preload="metadata" className="w-full" aria-label={name}>
        <source src={media.url} type={media.mime} />
        {captions}
      </audio>
    );
  if (media.kind === "video")
    return (
      // biome-ignore lint/a11y/useMediaCaption: the track is there when captions were given; the caption text is beside it
      <video controls preload="metadata" className="aspect-video w-full rounded-md bg-ink" aria-label={name}>
        <source src={media.url} type={media.mime} />
        {captions}
      </video>
    );
  return (
    <a
      href={media.url}
      target="_blank"
      rel="noopener"
      className="inline-flex min-h-11 items-center gap-2 font-medium text-clay underline"
    >
      <FileText aria-hidden="true" className="size-5 shrink-0" />
      {t.openPdf(name)}
    </a>
  );
}

/** The file's caption and, always beside it, the rights statement that governs its reuse. */
function MediaNote({ media }: { media: ItemMedia }) {
  if (!media.caption && !media.rights) return null;
  return (
    <figcaption className="flex flex-col gap-0.5 text-sm">
      {media.caption && <span>{media.caption}</span>}
      {media.rights && (
        <span className="text-muted">
          <span className="font-semibold">{t.rights}: </span>
          <RightsText text={media.rights} />
        </span>
      )}
    </figcaption>
  );
}

/** A RightsStatements.org or Creative Commons URI is a link; any other statement is text. */
export function RightsText({ text }: { text: string }) {
  if (/^https?:\/\/(rightsstatements\.org|creativecommons\.org)\/\S+$/.test(text))
    return (
      <a href={text} className="break-all text-clay underline" rel="license noopener" target="_blank">
        {text}
      </a>
    );
  return <span className="break-words">{text}</span>;
}
