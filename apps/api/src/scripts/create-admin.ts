import { adminCredentialsSchema } from "@heritage/domain/auth";
import { configFromEnv, loadEnv } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { ensureAdmin } from "../modules/people/users/admin-account.ts";
import { askCredentials } from "./ask-credentials.ts";

/** `npm run create-admin`: asks for a username and password and creates (or resets) that admin. */
async function main(): Promise<void> {
  const config = configFromEnv(loadEnv());
  const { username, password } = await askCredentials(
    process.stdin,
    process.stdout,
    Boolean(process.stdin.isTTY),
  );
  const parsed = adminCredentialsSchema.safeParse({ username, password });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) console.error(`${String(issue.path[0])}: ${issue.message}`);
    process.exit(1);
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const outcome = await ensureAdmin(database.db, parsed.data.username, parsed.data.password);
    console.log(`Administrator ${parsed.data.username} ${outcome}.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
