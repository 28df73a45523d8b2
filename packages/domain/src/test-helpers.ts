/** The first message per field of a failed safeParse, as the forms show them (tests only). */
export function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0] ?? "")] ??= issue.message;
  return out;
}
