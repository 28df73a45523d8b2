import crypto from "node:crypto";

/**
 * The note a lesson's done mark carries back (decision 253): signed by the server when it gives an
 * enrolled learner the lesson's text, for that learner and that lesson. It proves the text was
 * fetched by them, not that it was read: the page sends the mark only once the lesson's end came
 * into view or its medium played out, and a hand-made client could still claim that. What it
 * stops is the one-click mark of a lesson never opened (the old POST with no body).
 */
const DAYS_VALID = 30;

function keyOf(secret: Uint8Array): Buffer {
  return crypto.createHmac("sha256", secret).update("lesson-reading").digest();
}

function signature(secret: Uint8Array, payload: string): string {
  return crypto.createHmac("sha256", keyOf(secret)).update(payload).digest("base64url");
}

export function readToken(secret: Uint8Array, userId: number, lessonId: number, now: Date): string {
  const payload = `${userId}.${lessonId}.${Math.floor(now.getTime() / 1000)}`;
  return `${payload}.${signature(secret, payload)}`;
}

/** Whether the token was signed here for this learner and lesson, within the last 30 days. */
export function readTokenValid(
  secret: Uint8Array,
  token: string,
  userId: number,
  lessonId: number,
  now: Date,
): boolean {
  const parts = token.split(".");
  if (parts.length !== 4) return false;
  const [user, lesson, issued, given] = parts as [string, string, string, string];
  const expected = signature(secret, `${user}.${lesson}.${issued}`);
  const same =
    given.length === expected.length && crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected));
  const age = now.getTime() / 1000 - Number(issued);
  return (
    same && Number(user) === userId && Number(lesson) === lessonId && age >= 0 && age < DAYS_VALID * 86_400
  );
}
