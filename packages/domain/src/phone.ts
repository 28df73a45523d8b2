/**
 * Rwandan mobile numbers (MTN 078/079, Airtel 072/073) written 07XXXXXXXX, 2507XXXXXXXX or
 * +2507XXXXXXXX, with or without spaces and dashes; returned as +2507XXXXXXXX, else null.
 */
export function normalizeRwandanPhone(value: string): string | null {
  const compact = value.replace(/[\s().-]/g, "");
  const match = /^(?:\+?250|0)(7[2389]\d{7})$/.exec(compact);
  return match ? `+250${match[1]}` : null;
}
