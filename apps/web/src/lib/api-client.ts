import { ApiError, NetworkError } from "./api-error.ts";
import { activeLanguage } from "./i18n/localized.ts";
import {
  clearSession,
  getAccessToken,
  getRefreshToken,
  markSessionEnded,
  saveRedirectPath,
  updateTokens,
} from "./session.ts";

/**
 * The one API client (ARCHITECTURE: "one way to do each thing"). It adds the bearer token, and on a
 * 401 runs a single refresh while other failing requests wait, then replays them with the new token
 * (product §4). If the refresh fails, the current path is kept as redirectPath, the session is cleared
 * and the original error is passed on.
 */
export const API_BASE = "/api";

type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** A plain object is sent as JSON; FormData and Blob as they are. */
  body?: unknown;
  query?: Query;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** false for calls that must not carry or refresh a token (login, register, refresh). */
  auth?: boolean;
};

/** How requests travel: the browser's fetch, or on the server the API's own routes (decision 228). */
let transport: typeof fetch = (input, init) => fetch(input, init);
export function setTransport(next: typeof fetch): void {
  transport = next;
}

let refreshInFlight: Promise<string> | null = null;

export function buildUrl(path: string, query?: Query): string {
  const url = path.startsWith("http") || path.startsWith(API_BASE) ? path : `${API_BASE}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}${url.includes("?") ? "&" : "?"}${search}` : url;
}

async function send(url: string, options: RequestOptions, token: string | null): Promise<Response> {
  // The API answers its messages in the language the person reads.
  const headers: Record<string, string> = {
    Accept: "application/json",
    "Accept-Language": activeLanguage(),
    ...options.headers,
  };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData || options.body instanceof Blob) body = options.body;
  else if (options.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await transport(url, { method: options.method ?? "GET", headers, body, signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new NetworkError(error);
  }
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get("content-type") ?? "";
  if (type.includes("json")) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/** Starts the refresh, or joins the one already running. Resolves with the new access token. */
export function refreshAccessToken(): Promise<string> {
  if (!refreshInFlight) {
    refreshInFlight = (async () => {
      const refresh = getRefreshToken();
      if (!refresh) throw new ApiError(401, { detail: "No refresh token." });
      const response = await send(buildUrl("/login/refresh/"), { method: "POST", body: { refresh } }, null);
      const data = await readBody(response);
      if (!response.ok) throw new ApiError(response.status, data);
      const tokens = data as { access?: string; refresh?: string };
      if (!tokens.access) throw new ApiError(response.status, { detail: "Malformed refresh answer." });
      updateTokens(tokens.access, tokens.refresh ?? refresh);
      return tokens.access;
    })().finally(() => {
      refreshInFlight = null;
    });
  }
  return refreshInFlight;
}

/**
 * The session ended without the person asking: the page they were on is kept, and the mark tells
 * the guards to send them to sign in (with a message) rather than silently elsewhere.
 */
function endExpiredSession() {
  saveRedirectPath(`${window.location.pathname}${window.location.search}${window.location.hash}`);
  markSessionEnded();
  clearSession({ keepRedirectPath: true });
}

export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const url = buildUrl(path, options.query);
  const useAuth = options.auth !== false;
  const tokenUsed = useAuth ? getAccessToken() : null;
  let response = await send(url, options, tokenUsed);

  if (response.status === 401 && useAuth && tokenUsed) {
    const failed = new ApiError(401, await readBody(response));
    let freshToken: string;
    const current = getAccessToken();
    if (current && current !== tokenUsed) {
      // Another request already refreshed while this one was in flight: just replay.
      freshToken = current;
    } else {
      try {
        freshToken = await refreshAccessToken();
      } catch (refreshError) {
        if (getAccessToken()) endExpiredSession();
        console.warn("Session refresh failed", refreshError);
        throw failed;
      }
    }
    response = await send(url, options, freshToken);
  }

  const data = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, data);
  return data as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "GET" }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "POST", body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "PUT", body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "PATCH", body }),
  delete: <T = void>(path: string, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "DELETE" }),
};
