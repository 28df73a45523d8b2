import {
  certificateSchema,
  certificateVerificationSchema,
  courseOutlineSchema,
  lessonCompletionSchema,
  lessonSchema,
  myCourseSchema,
  quizResultSchema,
  quizSchema,
  quizSubmissionSchema,
} from "@heritage/domain/learning";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requestLanguage } from "../../lib/content-language.ts";
import { badRequestSchema, detailSchema, idParams } from "../../lib/http-schemas.ts";
import { linkBaseUrl } from "../../lib/public-url.ts";
import { currentUser } from "../../plugins/auth.ts";
import { certificatePdf } from "./certificate-pdf.ts";
import {
  certificateDocument,
  issueCertificate,
  myCertificates,
  verifyCertificate,
} from "./certificate-service.ts";
import { completeLesson, courseOutline, enrol, myCourses, readLesson } from "./learning-service.ts";
import { readQuiz, submitQuiz } from "./quiz-service.ts";

const tags = ["learning"];
const security = [{ bearer: [] }];
const errors = { 400: badRequestSchema, 401: detailSchema, 403: detailSchema, 404: detailSchema } as const;
const codeParams = z.object({ code: z.string().max(40) });
const userIdOf = (request: FastifyRequest) => request.user?.id ?? null;

/** Course outlines, lessons, enrolment, progress, quizzes and certificates under /api/learning/. */
export const learningRoutes: FastifyPluginAsyncZod = async (app) => {
  const reading = () => ({ secret: app.jwtSecret, now: app.now() });
  app.get(
    "/learning/courses/:id",
    {
      schema: {
        tags,
        description: "A published course's outline; with a token, the learner's enrolment and progress too.",
        params: idParams,
        response: { 200: courseOutlineSchema, ...errors },
      },
    },
    async (request) => courseOutline(app.db, request.params.id, userIdOf(request), requestLanguage(request)),
  );

  app.post(
    "/learning/courses/:id/enrol",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        params: idParams,
        response: { 200: courseOutlineSchema, 409: detailSchema, ...errors },
      },
    },
    async (request) => enrol(app.db, request.params.id, currentUser(request).id, requestLanguage(request)),
  );

  app.get(
    "/learning/my-courses",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        description:
          "The signed-in learner's courses, last joined first, with progress and where to continue.",
        response: { 200: z.array(myCourseSchema), ...errors },
      },
    },
    async (request) => myCourses(app.db, currentUser(request).id, requestLanguage(request)),
  );

  app.get(
    "/learning/lessons/:id",
    {
      schema: {
        tags,
        description:
          "A course's first lesson is open to all; the others need an enrolment. Sets the resume point.",
        params: idParams,
        response: { 200: lessonSchema, ...errors },
      },
    },
    async (request) =>
      readLesson(app.db, request.params.id, userIdOf(request), requestLanguage(request), reading()),
  );

  app.post(
    "/learning/lessons/:id/complete",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        description:
          "Marks the lesson done with the read token its GET gave and how the page saw it read; 409 without them.",
        params: idParams,
        body: lessonCompletionSchema,
        response: {
          200: z.object({
            completed: z.boolean(),
            progress: z.object({ done: z.number(), total: z.number() }),
          }),
          409: detailSchema,
          ...errors,
        },
      },
    },
    async (request) =>
      completeLesson(app.db, request.params.id, currentUser(request).id, request.body, reading()),
  );

  app.get(
    "/learning/quizzes/:id",
    {
      onRequest: app.requireUser,
      schema: { tags, security, params: idParams, response: { 200: quizSchema, ...errors } },
    },
    async (request) => readQuiz(app.db, request.params.id, currentUser(request).id, requestLanguage(request)),
  );

  app.post(
    "/learning/quizzes/:id/attempts",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        description:
          "Scored on the server; the answer shows what was right and why. Retries are kept too, up to the course's attempts (409 after).",
        params: idParams,
        body: quizSubmissionSchema,
        response: { 200: quizResultSchema, 409: detailSchema, ...errors },
      },
    },
    async (request) =>
      submitQuiz(
        app.db,
        request.params.id,
        currentUser(request).id,
        request.body.answers,
        requestLanguage(request),
      ),
  );

  app.post(
    "/learning/courses/:id/certificate",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        params: idParams,
        response: { 200: certificateSchema, 409: detailSchema, ...errors },
      },
    },
    async (request) =>
      issueCertificate(app.db, request.params.id, currentUser(request).id, linkBaseUrl(app.config)),
  );

  app.get(
    "/learning/certificates",
    {
      onRequest: app.requireUser,
      schema: { tags, security, response: { 200: z.array(certificateSchema), ...errors } },
    },
    async (request) => myCertificates(app.db, currentUser(request).id, linkBaseUrl(app.config)),
  );

  app.get(
    "/learning/certificates/:code/pdf",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        description:
          "The certificate as an A4 landscape PDF in the asked language (?lang= or Accept-Language).",
        params: codeParams,
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const certificate = await certificateDocument(
        app.db,
        request.params.code,
        currentUser(request).id,
        linkBaseUrl(app.config),
        language,
      );
      const pdf = await certificatePdf(certificate, language);
      return reply
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="certificate-${certificate.code}.pdf"`)
        .send(Buffer.from(pdf));
    },
  );

  app.get(
    "/learning/certificates/:code",
    {
      schema: {
        tags,
        description:
          "Public verification: who holds the certificate, for which course and since when; 404 if none.",
        params: codeParams,
        response: { 200: certificateVerificationSchema, 404: detailSchema },
      },
    },
    async (request) => verifyCertificate(app.db, request.params.code),
  );
};
