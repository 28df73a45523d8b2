import { Fragment } from "react";

/**
 * A text with some words in bold. Heritage terms keep their Kinyarwanda names in every language
 * (docs/glossary.md), so the words to stress are found in the translated sentence as they are.
 */
export function Emphasized({ text, words }: { text: string; words: readonly string[] }) {
  const pattern = new RegExp(`(${words.join("|")})`, "g");
  return text.split(pattern).map((part, index) =>
    words.includes(part) ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence, never reordered
      <strong key={index} className="text-ink">
        {part}
      </strong>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: as above
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}
