import {
  courseCategorySchema,
  courseQuerySchema,
  courseSchema,
  instructorSchema,
  searchQuerySchema,
} from "@heritage/domain/content";
import { pageQuerySchema, paginatedSchema } from "@heritage/domain/paging";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requestLanguage } from "../../lib/content-language.ts";
import { notFound } from "../../lib/http-errors.ts";
import { detailSchema, fieldErrorsSchema, idParams } from "../../lib/http-schemas.ts";
import { pageOf } from "../../lib/pagination.ts";
import {
  findCourse,
  listCourseCategories,
  listCourses,
  listInstructors,
  servedCourse,
} from "./course-repository.ts";

/** E-learning (product §2 Courses landing screen): courses, their categories and instructors. */
export const courseCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/courses",
    {
      schema: {
        tags: ["content"],
        summary: "Courses, most followed first; ?category= takes a course category slug",
        querystring: courseQuerySchema,
        response: { 200: paginatedSchema(courseSchema), 400: fieldErrorsSchema },
      },
    },
    async (request) => {
      const { rows, total } = await listCourses(app.db, request.query);
      const language = requestLanguage(request);
      return pageOf(
        request,
        total,
        rows.map((row) => servedCourse(row, language)),
      );
    },
  );

  app.get(
    "/courses/:id",
    {
      schema: {
        tags: ["content"],
        params: idParams,
        response: { 200: courseSchema, 400: fieldErrorsSchema, 404: detailSchema },
      },
    },
    async (request) => {
      const course = await findCourse(app.db, request.params.id);
      if (!course) throw notFound();
      return servedCourse(course, requestLanguage(request));
    },
  );

  app.get(
    "/course-categories",
    {
      schema: {
        tags: ["content"],
        querystring: pageQuerySchema,
        response: { 200: paginatedSchema(courseCategorySchema), 400: fieldErrorsSchema },
      },
    },
    async (request) => {
      const { rows, total } = await listCourseCategories(app.db, request.query);
      return pageOf(request, total, rows);
    },
  );

  app.get(
    "/instructors",
    {
      schema: {
        tags: ["content"],
        summary: "Instructors in their set order; ?search= matches name and role",
        querystring: searchQuerySchema,
        response: { 200: paginatedSchema(instructorSchema), 400: fieldErrorsSchema },
      },
    },
    async (request) => {
      const { rows, total } = await listInstructors(app.db, request.query);
      return pageOf(request, total, rows);
    },
  );
};
