import { z } from "zod";

/** One email as the admin portal's Outbox shows it (decision 172). */
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  language: z.string(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxPageSchema = z.object({
  /** "outbox" on the embedded default; "smtp" when mail leaves by an SMTP server (nothing is kept). */
  transport: z.enum(["smtp", "outbox"]),
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(outboxMessageSchema),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;
