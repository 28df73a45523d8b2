import type { TestProject } from "vitest/node";
import { prepareTemplate } from "./database-template.ts";

/** Migrates one database for the whole run; every test file's database is a copy of it. */
export default async function setup(project: TestProject) {
  const { template, remove } = await prepareTemplate();
  project.provide("databaseTemplate", template);
  return remove;
}
