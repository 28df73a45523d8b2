import type { ItemDetail } from "@heritage/domain/collections-query";
import { heritageTexts as t } from "./heritage-texts.ts";

type Label = ItemDetail["labels"][number];

/** Local Contexts publishes each label's full meaning at localcontexts.org/label/{tk-name}/. */
export function labelMeaningUrl(code: Label["code"]): string {
  return `https://localcontexts.org/label/${code.replaceAll("_", "-")}/`;
}

/**
 * The item's Traditional Knowledge and Biocultural labels (decision 163): each with its
 * icon, name and explanation in the reader's language (the API sends them), and a link to the label's
 * full meaning. Nothing is shown when the community placed no label.
 */
export function ItemLabels({ labels }: { labels: ItemDetail["labels"] }) {
  if (labels.length === 0) return null;
  return (
    <section aria-labelledby="item-labels" className="rounded-lg border border-line bg-surface p-4">
      <h2 id="item-labels" className="font-display text-lg font-semibold">
        {t.labelsTitle}
      </h2>
      <p className="mt-1 text-sm text-muted">{t.labelsIntro}</p>
      <ul className="mt-3 flex flex-col gap-3">
        {labels.map((label) => (
          <li key={label.code} className="flex gap-3">
            <LabelIcon label={label} />
            <div className="min-w-0">
              <p className="font-semibold break-words">
                <span>{label.name}</span> <span className="sr-only">({t.kindName[label.kind]})</span>
              </p>
              <p className="text-sm break-words text-ink-soft">{label.explanation}</p>
              <a href={labelMeaningUrl(label.code)} className="text-sm font-medium text-clay underline">
                {t.labelMeaning(label.name)}
              </a>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The label's mark: Local Contexts' square with its family (TK or BC). It is decorative, the name
 * beside it says the same; the official artwork stays with Local Contexts.
 */
function LabelIcon({ label }: { label: Label }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 40 40" className="size-10 shrink-0" data-label-icon={label.code}>
      <rect x="1.5" y="1.5" width="37" height="37" rx="4" fill="white" stroke="black" strokeWidth="3" />
      <text x="20" y="26" textAnchor="middle" fontSize="14" fontWeight="700" fontFamily="sans-serif">
        {label.kind.toUpperCase()}
      </text>
    </svg>
  );
}
