import type { ReviewState } from "@heritage/domain/community";
import { Badge, type BadgeTone } from "../../components/ui/badge.tsx";
import { T } from "./creators-texts.ts";

const tones: Record<ReviewState, BadgeTone> = {
  draft: "neutral",
  submitted: "ochre",
  returned: "ember",
  published: "leaf",
};

/** Where a creator's item stands in review (decision 161). */
export function ReviewBadge({ state }: { state: ReviewState }) {
  return <Badge tone={tones[state]}>{T.review[state]}</Badge>;
}
