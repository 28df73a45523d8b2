import type { Fetch } from "../modules/shop/payments/providers/provider-http.ts";

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** An answer as a provider's documentation shows it: status and JSON body (or none). */
export interface Scripted {
  status: number;
  body?: unknown;
}

/**
 * A fetch that answers from a script (one answer per call, in order) and records what was sent,
 * so adapter tests compare both with the provider's documented shapes. No network.
 */
export function fakeFetch(script: Scripted[]): { fetch: Fetch; requests: RecordedRequest[] } {
  const requests: RecordedRequest[] = [];
  const fetchFn: Fetch = async (input, init) => {
    const headers = Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>));
    const raw = init?.body;
    requests.push({
      method: init?.method ?? "GET",
      url: String(input),
      headers,
      body: typeof raw === "string" ? JSON.parse(raw) : null,
    });
    const answer = script.shift();
    if (!answer) throw new TypeError("fetch failed");
    const text = answer.body === undefined ? "" : JSON.stringify(answer.body);
    return new Response(text === "" ? null : text, { status: answer.status });
  };
  return { fetch: fetchFn, requests };
}
