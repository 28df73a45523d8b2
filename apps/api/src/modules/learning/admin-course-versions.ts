import { messages } from "@heritage/domain/messages";
import type { Db } from "../../db/client.ts";
import { conflict, FieldErrors, notFound } from "../../lib/http-errors.ts";
import { readAdminCourse } from "./admin-course-reader.ts";

const m = messages.learning;

/** Every write to a course or one of its parts names the version it was read at (decision 134). */
export const requireVersion = (version: number | undefined) => {
  if (version === undefined) throw new FieldErrors({ version: [m.versionRequired] });
  return version;
};

/** No row at that version: 404 when it is gone, else 409 with the course as it is now (decision 075). */
export async function refusal(db: Db, courseId: number | undefined, changed: string): Promise<never> {
  if (courseId === undefined) throw notFound();
  const current = await readAdminCourse(db, courseId);
  throw conflict(changed, { current });
}
