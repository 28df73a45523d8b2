import type { TestProject } from "vitest/node";
import { prepareTemplate } from "./database-template.ts";

/**
 * Migrates one database for the whole run of a project; every test file's database is a copy of
 * it. A project may pin its engine with its own TEST_DATABASE_URL (empty: PGlite; decision 209).
 */
export default async function setup(project: TestProject) {
  const server = project.config.env?.TEST_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const { template, remove } = await prepareTemplate(server || undefined);
  project.provide("databaseTemplate", template);
  return remove;
}
