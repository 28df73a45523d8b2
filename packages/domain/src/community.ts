import { z } from "zod";
import { itemSummarySchema } from "./collections.ts";
import { boundedText, cleanText } from "./fields.ts";
import { messages } from "./messages.ts";

/**
 * Creators: a signed-in person applies to contribute to the repository; an admin
 * approves or declines with a reason; an approved creator has a public maker page and drafts
 * repository items that admins review (decision 160).
 */

const m = messages.community;

const text = (min: number, max: number, required: string) => boundedText(min, max, required, m.tooLong);

const linkSchema = z.preprocess(
  cleanText,
  z
    .string()
    .max(500, m.tooLong)
    .regex(/^https?:\/\/[^\s]+$/i, m.linkInvalid),
);

export const creatorApplicationInputSchema = z.object({
  display_name: text(2, 80, m.displayNameRequired),
  community: text(2, 200, m.communityRequired),
  /** What they make, keep or study. */
  practice: text(2, 300, m.practiceRequired),
  statement: text(20, 2_000, m.statementRequired),
  links: z
    .preprocess(
      (value) =>
        Array.isArray(value)
          ? value.filter((v) => typeof v !== "string" || v.trim() !== "")
          : value === undefined || value === null
            ? []
            : value,
      z.array(linkSchema).max(5, m.tooManyLinks),
    )
    .default([]),
});
export type CreatorApplicationInput = z.infer<typeof creatorApplicationInputSchema>;

export const APPLICATION_STATUSES = ["pending", "approved", "declined"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const applicationDecisionSchema = z.discriminatedUnion("decision", [
  z.object({ decision: z.literal("approve") }),
  z.object({ decision: z.literal("decline"), reason: text(3, 1_000, m.reasonRequired) }),
]);
export type ApplicationDecision = z.infer<typeof applicationDecisionSchema>;

export const creatorApplicationSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  display_name: z.string(),
  community: z.string(),
  practice: z.string(),
  statement: z.string(),
  links: z.array(z.string()),
  status: z.enum(APPLICATION_STATUSES),
  reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type CreatorApplication = z.infer<typeof creatorApplicationSchema>;

export const applicationListSchema = z.object({
  count: z.number().int(),
  results: z.array(creatorApplicationSchema),
});

export const creatorProfileSchema = z.object({
  slug: z.string(),
  display_name: z.string(),
  community: z.string(),
  practice: z.string(),
  statement: z.string(),
  links: z.array(z.string()),
  photo_url: z.string().nullable(),
});
export type CreatorProfile = z.infer<typeof creatorProfileSchema>;

/** GET /api/creator/me: the latest application (its decision) and, once approved, the profile. */
export const creatorStatusSchema = z.object({
  application: creatorApplicationSchema.nullable(),
  creator: creatorProfileSchema.nullable(),
  /** The "Join as Creator" question on /resources was answered on this account (decision 166). */
  prompt_answered: z.boolean(),
});

export const PROMPT_ANSWERS = ["yes", "no"] as const;
/** POST /api/creator/prompt: the person's answer to "Join as Creator", kept on the account. */
export const creatorPromptAnswerSchema = z.object({ answer: z.enum(PROMPT_ANSWERS) });
export type PromptAnswer = (typeof PROMPT_ANSWERS)[number];
export type CreatorStatus = z.infer<typeof creatorStatusSchema>;

/** A contributed item's review state (decision 161). */
export const REVIEW_STATES = ["draft", "submitted", "returned", "published"] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export const contributionSchema = itemSummarySchema.extend({
  review: z.enum(REVIEW_STATES),
  review_comment: z.string().nullable(),
  version: z.number().int(),
});
export type Contribution = z.infer<typeof contributionSchema>;

export const contributionListSchema = z.object({
  count: z.number().int(),
  results: z.array(contributionSchema),
});

export const reviewDecisionSchema = z.discriminatedUnion("decision", [
  z.object({ decision: z.literal("publish") }),
  z.object({ decision: z.literal("return"), comment: text(3, 2_000, m.commentRequired) }),
]);
export type ReviewDecision = z.infer<typeof reviewDecisionSchema>;

/** A submitted item in the admin queue: the summary plus who submitted it. */
export const queueEntrySchema = contributionSchema.extend({
  creator: z.object({ slug: z.string(), display_name: z.string() }),
  submitted_at: z.string().nullable(),
});
export const queueSchema = z.object({ count: z.number().int(), results: z.array(queueEntrySchema) });

/** One change of an item (decision 161): who, when, what (the fields that changed). */
export const historyEntrySchema = z.object({
  at: z.string(),
  actor: z.string().nullable(),
  action: z.string(),
  changed: z.array(z.string()),
  comment: z.string().nullable(),
});
export const historySchema = z.object({ results: z.array(historyEntrySchema) });

/** A product as a small card on a maker's page: name in the reader's language, price in RWF. */
export const makerProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  image: z.string().nullable(),
});

export const makerPageSchema = z.object({
  creator: creatorProfileSchema,
  items: z.array(itemSummarySchema),
  /** The market's active products that name this creator as their maker (decision 164). */
  products: z.array(makerProductSchema),
});
export type MakerPage = z.infer<typeof makerPageSchema>;
