import { messages } from "@heritage/domain/messages";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { courseModules, courses, lessons } from "../../db/schema/courses.ts";
import { FieldErrors, notFound } from "../../lib/http-errors.ts";
import { courseOf } from "./admin-course-parts.ts";

const m = messages.learning;

/** The new order names every current id exactly once: nothing lost, nothing added, nothing twice. */
const sameMembers = (order: number[], current: number[]) => {
  const ids = new Set(current);
  return (
    order.length === ids.size && new Set(order).size === order.length && order.every((id) => ids.has(id))
  );
};

/**
 * The module's lessons in a new order: every lesson of the module exactly once. Positions are
 * unique per module, so they are first moved out of the way, in one transaction.
 */
export async function reorderLessons(db: Db, moduleId: number, order: number[]): Promise<number> {
  const courseId = await courseOf(db, moduleId);
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: lessons.id })
      .from(lessons)
      .where(eq(lessons.module_id, moduleId))
      .for("update");
    if (
      !sameMembers(
        order,
        rows.map((r) => r.id),
      )
    )
      throw new FieldErrors({ lessons: [m.orderInvalid] });
    await tx
      .update(lessons)
      .set({ position: sql`${lessons.position} + 100000` })
      .where(eq(lessons.module_id, moduleId));
    for (const [position, id] of order.entries())
      await tx.update(lessons).set({ position }).where(eq(lessons.id, id));
  });
  return courseId;
}

/**
 * The course's modules in a new order (decision 137), kept the same way as lessons: the rows
 * locked, every module named once, positions moved out of the way and rewritten in one
 * transaction, so two admins reordering at once end with one of their orders, never a mix.
 */
export async function reorderModules(db: Db, courseId: number, order: number[]): Promise<number> {
  await db.transaction(async (tx) => {
    const [course] = await tx
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.id, courseId))
      .for("update");
    if (!course) throw notFound();
    const rows = await tx
      .select({ id: courseModules.id })
      .from(courseModules)
      .where(eq(courseModules.course_id, courseId))
      .for("update");
    if (
      !sameMembers(
        order,
        rows.map((r) => r.id),
      )
    )
      throw new FieldErrors({ modules: [m.moduleOrderInvalid] });
    await tx
      .update(courseModules)
      .set({ position: sql`${courseModules.position} + 100000` })
      .where(eq(courseModules.course_id, courseId));
    for (const [position, id] of order.entries())
      await tx.update(courseModules).set({ position }).where(eq(courseModules.id, id));
  });
  return courseId;
}
