import { ProviderError } from "./payment-provider.ts";

export type Fetch = typeof fetch;

export interface JsonAnswer {
  status: number;
  body: unknown;
}

/** How long one provider call may take before the payment is left for the next check. */
export const PROVIDER_TIMEOUT_MS = 15_000;

/**
 * One HTTP call to a provider, its answer parsed as JSON when it has a body. A network failure or
 * timeout becomes ProviderError("unreachable"); the URL and headers (credentials) are never in it.
 */
export async function callProvider(fetchFn: Fetch, url: string, init: RequestInit): Promise<JsonAnswer> {
  let response: Response;
  try {
    response = await fetchFn(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch (error) {
    throw new ProviderError(`provider unreachable: ${(error as Error).name}`, "unreachable");
  }
  const text = await response.text();
  let body: unknown = null;
  if (text.trim() !== "") {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return { status: response.status, body };
}

/** A field of a JSON object answer, or undefined. */
export function field(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

export const text = (value: unknown): string | null =>
  typeof value === "string" && value !== "" ? value : typeof value === "number" ? String(value) : null;

/** A provider's refusal, with its own code and message (which never echo our credentials). */
export function refusal(what: string, answer: JsonAnswer, code?: string | null): ProviderError {
  const message = text(field(answer.body, "message")) ?? text(field(answer.body, "status", "message"));
  return new ProviderError(
    `${what} refused (${answer.status})${message ? `: ${message}` : ""}`,
    code ?? text(field(answer.body, "code")) ?? `http_${answer.status}`,
    answer.status,
  );
}
