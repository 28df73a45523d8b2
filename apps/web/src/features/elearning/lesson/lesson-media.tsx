import type { Lesson } from "@heritage/domain/learning";
import { lessonTexts as t } from "../course-texts.ts";

/**
 * An image, a recording or a film, always with its caption, and a transcript for sound and film;
 * `onEnded` hears a recording or film played to its end (the lesson's proof of reading, decision 253).
 */
export function LessonMedia({ media, onEnded }: { media: Lesson["media"][number]; onEnded?: () => void }) {
  // The admin's WebVTT file (decision 138) as the player's captions, shown at once.
  const track = media.captions ? (
    <track kind="captions" src={media.captions} label={t.captions} default />
  ) : null;
  return (
    <figure className="mt-6">
      {media.kind === "image" && (
        <img src={media.src} alt={media.caption} className="w-full rounded-lg" loading="lazy" />
      )}
      {media.kind === "audio" && (
        // biome-ignore lint/a11y/useMediaCaption: the captions track when given; the transcript below always.
        <audio controls src={media.src} className="w-full" onEnded={onEnded}>
          {track}
        </audio>
      )}
      {media.kind === "video" && (
        // biome-ignore lint/a11y/useMediaCaption: the captions track when given; the transcript below always.
        <video controls src={media.src} className="w-full rounded-lg" onEnded={onEnded}>
          {track}
        </video>
      )}
      <figcaption className="mt-2 text-sm text-muted">{media.caption}</figcaption>
      {media.transcript && (
        <details className="mt-2 text-sm">
          <summary className="min-h-11 cursor-pointer py-2 text-clay">{t.transcript}</summary>
          <p className="whitespace-pre-line text-ink-soft">{media.transcript}</p>
        </details>
      )}
    </figure>
  );
}
