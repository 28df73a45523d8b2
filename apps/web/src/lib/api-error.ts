import { commonMessages } from "./i18n/areas/common.ts";

/** DRF-shaped error bodies: {"field": ["message"]} or {"detail": "..."}. */
export type FieldErrors = Record<string, string[]>;

/** Every failed call throws this, so forms can put the server's messages at their fields. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string | null;
  readonly fieldErrors: FieldErrors;
  readonly data: unknown;

  constructor(status: number, data: unknown) {
    const { detail, fieldErrors } = parseErrorBody(data);
    super(detail ?? firstFieldMessage(fieldErrors) ?? `Request failed with status ${status}`);
    this.name = "ApiError";
    this.status = status;
    this.detail = detail;
    this.fieldErrors = fieldErrors;
    this.data = data;
  }

  /** The first server message for a field, for showing under that input. */
  fieldMessage(field: string): string | undefined {
    return this.fieldErrors[field]?.join(" ");
  }
}

/** status 0: the request never got an answer (offline, server down). */
export class NetworkError extends ApiError {
  constructor(cause: unknown) {
    super(0, { detail: commonMessages.common.networkError });
    this.name = "NetworkError";
    this.cause = cause;
  }
}

function parseErrorBody(data: unknown): { detail: string | null; fieldErrors: FieldErrors } {
  const fieldErrors: FieldErrors = {};
  let detail: string | null = null;
  if (data && typeof data === "object" && !Array.isArray(data)) {
    for (const [key, value] of Object.entries(data)) {
      if (key === "detail" && typeof value === "string") detail = value;
      else if (Array.isArray(value)) fieldErrors[key] = value.map(String);
      else if (typeof value === "string") fieldErrors[key] = [value];
    }
  } else if (typeof data === "string" && data.trim()) {
    detail = data.trim().slice(0, 300);
  }
  return { detail, fieldErrors };
}

function firstFieldMessage(fieldErrors: FieldErrors): string | undefined {
  return Object.values(fieldErrors)[0]?.[0];
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
