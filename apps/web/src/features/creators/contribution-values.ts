import type { ItemInput, ItemType } from "@heritage/domain/collections";
import type { Language } from "@heritage/domain/languages";
import type { ContributionDetail } from "./api/contributions.ts";

/** What the creator's item form edits: one language's texts and a few Dublin Core elements. */
export type ContributionValues = {
  type: ItemType | "";
  collection: string;
  original_language: Language;
  title: string;
  description: string;
  subject: string;
  creator: string;
  date: string;
  community: string;
  place_name: string;
  period: string;
};

export const FORM_FIELDS = [
  "type",
  "collection",
  "title",
  "description",
  "subject",
  "creator",
  "date",
  "community",
  "place_name",
  "period",
] as const;

export function contributionValues(
  item: ContributionDetail | undefined,
  language: Language,
): ContributionValues {
  const first = (values: string[] | undefined) => values?.[0] ?? "";
  return {
    type: item?.type ?? "",
    collection: item?.collection.id ?? "",
    original_language: item?.original_language ?? language,
    title: first(item?.dc.title),
    description: first(item?.dc.description),
    subject: item?.dc.subject.join(", ") ?? "",
    creator: first(item?.dc.creator),
    date: first(item?.dc.date),
    community: item?.community ?? "",
    place_name: item?.place_name ?? "",
    period: item?.period ?? "",
  };
}

const list = (value: string) => (value.trim() ? [value.trim()] : []);

/** The body of POST/PUT /api/creator/items; the server checks it with the admins' item schema. */
export function contributionInput(values: ContributionValues, version: number | undefined): ItemInput {
  return {
    type: values.type as ItemType,
    collection: values.collection,
    original_language: values.original_language,
    dc: {
      title: list(values.title),
      description: list(values.description),
      subject: values.subject
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
      creator: list(values.creator),
      date: list(values.date),
    },
    community: values.community,
    place_name: values.place_name,
    period: values.period,
    ...(version === undefined ? {} : { version }),
  } as unknown as ItemInput;
}

/**
 * The server names a field by the first part of its path (`dc` for any Dublin Core element): a `dc`
 * message belongs to the title, the one element a creator must give.
 */
export function fieldOfServerKey(key: string): (typeof FORM_FIELDS)[number] | null {
  if (key === "dc") return "title";
  return (FORM_FIELDS as readonly string[]).includes(key) ? (key as (typeof FORM_FIELDS)[number]) : null;
}
