import {
  courseInputSchema,
  lessonInputSchema,
  lessonOrderSchema,
  moduleInputSchema,
  moduleOrderSchema,
  quizInputSchema,
} from "@heritage/domain/learning-admin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminWriteErrors, detailSchema, idParamsSchema, pathId } from "../../lib/http-schemas.ts";
import { zodNestedValidatorCompiler } from "../../plugins/validation.ts";
import { reorderLessons, reorderModules } from "./admin-course-order.ts";
import {
  addLesson,
  addModule,
  addQuiz,
  deleteLesson,
  replaceLesson,
  replaceModule,
  replaceQuiz,
} from "./admin-course-parts.ts";
import { listAdminCourses, listInstructorChoices, readAdminCourse } from "./admin-course-reader.ts";
import { createAdminCourse, replaceAdminCourse } from "./admin-course-service.ts";

const tags = ["learning admin"];
const security = [{ bearer: [] }];
/** Every write answers the whole course as it now is, so the form shows versions and ids at once. */
const course = z.looseObject({
  id: z.number().int(),
  version: z.number().int(),
  modules: z.array(z.looseObject({})),
});
const errors = { ...adminWriteErrors, 404: detailSchema, 409: detailSchema };

/** The admin portal's "Courses" section (decision 134): every route admin-only, checked on the server. */
export const adminCourseRoutes: FastifyPluginAsyncZod = async (app) => {
  // The course forms have fields inside lists (a question's right option): name them by their path.
  app.setValidatorCompiler(zodNestedValidatorCompiler);
  const guard = { onRequest: app.requireAdmin };
  const write = <B extends z.ZodType>(body: B) => ({
    ...guard,
    schema: { tags, security, params: idParamsSchema, body, response: { 200: course, ...errors } },
  });
  const create = <B extends z.ZodType>(body: B) => ({
    ...guard,
    schema: { tags, security, params: idParamsSchema, body, response: { 201: course, ...errors } },
  });

  app.get(
    "/admin/learning/courses",
    {
      ...guard,
      schema: {
        tags,
        security,
        response: { 200: z.array(z.looseObject({ id: z.number().int() })), ...adminWriteErrors },
      },
    },
    async () => listAdminCourses(app.db),
  );
  app.get(
    "/admin/learning/instructors",
    {
      ...guard,
      schema: {
        tags,
        security,
        description: "Approved creators who may be named as a course's instructor (decision 136).",
        response: {
          200: z.array(
            z.object({
              id: z.number().int(),
              slug: z.string(),
              display_name: z.string(),
              community: z.string(),
            }),
          ),
          ...adminWriteErrors,
        },
      },
    },
    async () => listInstructorChoices(app.db),
  );
  app.post(
    "/admin/learning/courses",
    {
      ...guard,
      schema: { tags, security, body: courseInputSchema, response: { 201: course, ...adminWriteErrors } },
    },
    async (request, reply) =>
      reply.status(201).send(await readAdminCourse(app.db, await createAdminCourse(app.db, request.body))),
  );
  app.get(
    "/admin/learning/courses/:id",
    { ...guard, schema: { tags, security, params: idParamsSchema, response: { 200: course, ...errors } } },
    async (request) => readAdminCourse(app.db, pathId(request.params.id)),
  );
  app.put("/admin/learning/courses/:id", write(courseInputSchema), async (request) => {
    const id = pathId(request.params.id);
    await replaceAdminCourse(app.db, id, request.body);
    return readAdminCourse(app.db, id);
  });
  app.post("/admin/learning/courses/:id/modules", create(moduleInputSchema), async (request, reply) => {
    const id = pathId(request.params.id);
    await addModule(app.db, id, request.body);
    return reply.status(201).send(await readAdminCourse(app.db, id));
  });
  app.put("/admin/learning/courses/:id/module-order", write(moduleOrderSchema), async (request) =>
    readAdminCourse(app.db, await reorderModules(app.db, pathId(request.params.id), request.body.modules)),
  );
  app.put("/admin/learning/modules/:id", write(moduleInputSchema), async (request) =>
    readAdminCourse(app.db, await replaceModule(app.db, pathId(request.params.id), request.body)),
  );
  app.post("/admin/learning/modules/:id/lessons", create(lessonInputSchema), async (request, reply) =>
    reply
      .status(201)
      .send(await readAdminCourse(app.db, await addLesson(app.db, pathId(request.params.id), request.body))),
  );
  app.put("/admin/learning/modules/:id/lesson-order", write(lessonOrderSchema), async (request) =>
    readAdminCourse(app.db, await reorderLessons(app.db, pathId(request.params.id), request.body.lessons)),
  );
  app.post("/admin/learning/modules/:id/quizzes", create(quizInputSchema), async (request, reply) =>
    reply
      .status(201)
      .send(await readAdminCourse(app.db, await addQuiz(app.db, pathId(request.params.id), request.body))),
  );
  app.put("/admin/learning/lessons/:id", write(lessonInputSchema), async (request) =>
    readAdminCourse(app.db, await replaceLesson(app.db, pathId(request.params.id), request.body)),
  );
  app.delete(
    "/admin/learning/lessons/:id",
    { ...guard, schema: { tags, security, params: idParamsSchema, response: { 200: course, ...errors } } },
    async (request) => readAdminCourse(app.db, await deleteLesson(app.db, pathId(request.params.id))),
  );
  app.put("/admin/learning/quizzes/:id", write(quizInputSchema), async (request) =>
    readAdminCourse(app.db, await replaceQuiz(app.db, pathId(request.params.id), request.body)),
  );
};
