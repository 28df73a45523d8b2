import { messages } from "@heritage/domain/messages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requestLanguage } from "../../lib/content-language.ts";
import { badRequestSchema, detailSchema } from "../../lib/http-schemas.ts";
import { currentUser } from "../../plugins/auth.ts";
import { reviewSession, reviewWord } from "./vocabulary-service.ts";

const tags = ["learning"];
const security = [{ bearer: [] }];
const errors = { 400: badRequestSchema, 401: detailSchema, 404: detailSchema } as const;

/** Again, Hard, Good, Easy: FSRS's four grades. */
const reviewSchema = z.object({
  word_id: z.coerce.number({ error: messages.learning.wordRequired }).int().positive().max(2_147_483_647),
  rating: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], {
    error: messages.learning.ratingInvalid,
  }),
});

const sessionSchema = z.object({
  deck: z.object({ slug: z.string(), title: z.string() }),
  due_today: z.number().int(),
  streak: z.number().int(),
  cards: z.array(
    z.object({
      word_id: z.number().int(),
      word: z.string(),
      meaning: z.string(),
      theme: z.string(),
      audio: z.string().nullable(),
      /** The word in a Kinyarwanda sentence, and that sentence's meaning in the reader's language. */
      example: z.object({ rw: z.string(), meaning: z.string() }).nullable(),
      new: z.boolean(),
    }),
  ),
});
const reviewedSchema = z.object({
  word_id: z.number().int(),
  due: z.string(),
  state: z.number().int(),
  streak: z.number().int(),
});

/** Kinyarwanda vocabulary with spaced review (FSRS), schedules kept per person on the server. */
export const vocabularyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/learning/vocabulary/:slug/session",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        description:
          "Cards due now (oldest first) then up to ten new words; how many are due today; the streak.",
        params: z.object({ slug: z.string().max(80) }),
        response: { 200: sessionSchema, ...errors },
      },
    },
    async (request) =>
      reviewSession(
        app.db,
        request.params.slug,
        currentUser(request).id,
        app.now(),
        requestLanguage(request),
      ),
  );

  app.post(
    "/learning/vocabulary/reviews",
    {
      onRequest: app.requireUser,
      schema: { tags, security, body: reviewSchema, response: { 200: reviewedSchema, ...errors } },
    },
    async (request) =>
      reviewWord(app.db, request.body.word_id, request.body.rating, currentUser(request).id, app.now()),
  );
};
