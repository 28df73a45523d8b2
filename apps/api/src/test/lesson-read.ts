import type { FastifyInstance } from "fastify";

/**
 * A lesson marked done as its page does it (decision 253): opened, read to the end, then the done
 * mark with the read token the opening gave.
 */
export async function readLessonToTheEnd(
  app: FastifyInstance,
  headers: Record<string, string>,
  lessonId: number,
) {
  const lesson = await app.inject({ method: "GET", url: `/api/learning/lessons/${lessonId}/`, headers });
  return app.inject({
    method: "POST",
    url: `/api/learning/lessons/${lessonId}/complete/`,
    headers,
    payload: { read_token: lesson.json().read_token ?? "none", evidence: "end_reached" },
  });
}
