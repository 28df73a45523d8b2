import type { Language } from "./languages.ts";

/**
 * The Local Contexts Traditional Knowledge (TK) and Biocultural (BC) labels (localcontexts.org, the
 * published set), each with its name and a short explanation in the three languages (decision 163).
 * The labels are the communities' words about their knowledge; the English names are Local
 * Contexts' own and stay as they are in every language, the explanations are ours.
 */

export const LABEL_CODES = [
  "tk_attribution",
  "tk_clan",
  "tk_family",
  "tk_multiple_communities",
  "tk_community_voice",
  "tk_creative",
  "tk_verified",
  "tk_non_verified",
  "tk_seasonal",
  "tk_women_general",
  "tk_men_general",
  "tk_men_restricted",
  "tk_women_restricted",
  "tk_culturally_sensitive",
  "tk_secret_sacred",
  "tk_open_to_commercialization",
  "tk_non_commercial",
  "tk_community_use_only",
  "tk_outreach",
  "bc_provenance",
  "bc_multiple_communities",
  "bc_clan",
  "bc_consent_verified",
  "bc_consent_non_verified",
  "bc_research_use",
  "bc_open_to_collaboration",
  "bc_open_to_commercialization",
  "bc_non_commercial",
  "bc_outreach",
] as const;
export type LabelCode = (typeof LABEL_CODES)[number];

type Texts = Record<Language, string>;
export interface LocalContextsLabel {
  code: LabelCode;
  kind: "tk" | "bc";
  name: Texts;
  explanation: Texts;
}

/** Labels that keep an item out of the shop (never linked to a product, never sold). */
export const NON_COMMERCIAL_LABELS: readonly LabelCode[] = ["tk_non_commercial", "bc_non_commercial"];
/** The label that marks an item sacred or secret (it then never becomes public). */
export const SACRED_LABEL: LabelCode = "tk_secret_sacred";
