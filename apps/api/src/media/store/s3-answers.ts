/** Reading the S3 SDK's answers and errors, which differ a little between S3-compatible servers. */

export function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

export function isMissing(error: unknown): boolean {
  const { name } = error as { name?: string };
  return name === "NoSuchKey" || name === "NotFound" || statusOf(error) === 404;
}

export function describeS3Error(error: unknown): string {
  const { name, code, message } = error as { name?: string; code?: string; message?: string };
  return code ?? (name && name !== "Error" ? name : (message ?? "unknown error"));
}

/** "bytes 0-99/1234" → 1234. */
export function rangeTotal(header: string | undefined): number | null {
  const total = header?.split("/")[1];
  return total && /^\d+$/.test(total) ? Number(total) : null;
}
