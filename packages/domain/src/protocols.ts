import { z } from "zod";
import { ACCESS_LEVELS } from "./collections-model.ts";
import { boundedText, cleanText } from "./fields.ts";
import { LANGUAGES } from "./languages.ts";
import { LABEL_CODES } from "./local-contexts-labels.ts";
import { messages } from "./messages.ts";

/**
 * Cultural protocols (decision 162): communities, their members and stewards, who may see
 * an item or a file, and the Local Contexts labels on items (decision 163). The server decides.
 */

const m = messages.protocols;

export const MEMBERSHIP_STATUSES = ["pending", "approved", "declined"] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];
export const MEMBER_ROLES = ["member", "steward"] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

const text = (min: number, max: number, required: string) => boundedText(min, max, required, m.tooLong);
const slug = z.preprocess(
  cleanText,
  z
    .string({ error: m.slugInvalid })
    .max(120, m.slugInvalid)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, m.slugInvalid),
);
const uuid = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, m.itemUnknown);

const communityTexts = z.object({
  name: text(0, 120, m.nameRequired),
  description: text(0, 1_000, m.tooLong),
});
export const communityInputSchema = z.object({
  slug,
  name: text(2, 120, m.nameRequired),
  description: text(0, 1_000, m.tooLong).default(""),
  original_language: z.enum(LANGUAGES).default("en"),
  translations: z.partialRecord(z.enum(LANGUAGES), communityTexts.partial()).default({}),
});
export type CommunityInput = z.infer<typeof communityInputSchema>;

export const communitySchema = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  /** The signed-in reader's membership, if any. */
  membership: z
    .object({
      status: z.enum(MEMBERSHIP_STATUSES),
      role: z.enum(MEMBER_ROLES),
      /** Why the request was declined, when the admin or steward gave a reason. */
      reason: z.string().nullable(),
    })
    .nullable(),
});
export type Community = z.infer<typeof communitySchema>;

/** A community as admins list it (decision 165): how many wait, belong and steward. */
export const adminCommunitySchema = communitySchema.omit({ membership: true }).extend({
  pending: z.number().int(),
  members: z.number().int(),
  stewards: z.number().int(),
});
export type AdminCommunity = z.infer<typeof adminCommunitySchema>;

export const memberSchema = z.object({
  user_id: z.number(),
  username: z.string(),
  status: z.enum(MEMBERSHIP_STATUSES),
  role: z.enum(MEMBER_ROLES),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  reason: z.string().nullable(),
});
export type Member = z.infer<typeof memberSchema>;

export const membershipDecisionSchema = z.object({
  decision: z.enum(["approve", "decline"], { error: m.decisionRequired }),
  /** Only an admin makes stewards. */
  role: z.enum(MEMBER_ROLES).default("member"),
  /** Told to the person on their profile (decision 165); kept only with a decline. */
  reason: text(0, 1_000, m.tooLong).default(""),
});
export type MembershipDecision = z.input<typeof membershipDecisionSchema>;

/** An item of a community as its stewards' screen lists it (decision 168). */
export const communityItemSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  access: z.enum(ACCESS_LEVELS),
  sacred: z.boolean(),
  published: z.boolean(),
  labels: z.array(z.enum(LABEL_CODES)),
});
export type CommunityItem = z.infer<typeof communityItemSchema>;

/** An item's protocol as the admin form sets it; `viewers` are usernames (restricted items). */
export const itemProtocolInputSchema = z
  .object({
    access: z.enum(ACCESS_LEVELS, { error: m.accessInvalid }),
    community: slug.nullable().default(null),
    sacred: z.boolean().default(false),
    viewers: z
      .array(text(1, 150, m.viewerUnknown))
      .max(100, m.tooManyViewers)
      .default([]),
    labels: z
      .array(z.enum(LABEL_CODES, { error: m.labelUnknown }))
      .max(LABEL_CODES.length)
      .default([]),
  })
  .superRefine((value, ctx) => {
    if (value.sacred && value.access === "public") {
      ctx.addIssue({ code: "custom", path: ["access"], message: m.sacredNeverPublic });
    }
    if (value.access === "community" && !value.community) {
      ctx.addIssue({ code: "custom", path: ["community"], message: m.communityRequired });
    }
  });
export type ItemProtocolInput = z.infer<typeof itemProtocolInputSchema>;

export const itemProtocolSchema = z.object({
  access: z.enum(ACCESS_LEVELS),
  community: z.string().nullable(),
  sacred: z.boolean(),
  viewers: z.array(z.string()),
  labels: z.array(z.enum(LABEL_CODES)),
  media: z.array(z.object({ id: z.string(), access: z.enum(ACCESS_LEVELS) })),
  /** Whether the reader may change the access level (admins) or only the labels (stewards). */
  can_set_access: z.boolean(),
});

export const mediaProtocolInputSchema = z.object({
  access: z.enum(ACCESS_LEVELS, { error: m.accessInvalid }),
});

/** A product's story (decision 164): its maker (a creator's slug) and the items of its tradition. */
export const productStoryInputSchema = z.object({
  maker: slug.nullable().default(null),
  items: z.array(uuid).max(12, m.tooManyItems).default([]),
});
export type ProductStoryInput = z.infer<typeof productStoryInputSchema>;

export { ACCESS_LEVELS };
