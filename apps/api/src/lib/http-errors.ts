/** An error whose status and `detail` are meant for the client (DRF's {"detail": ...} shape). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(detail);
  }
}

/** Field errors in DRF's shape: {"field": ["message"]}, always answered with 400. */
export class FieldErrors extends Error {
  readonly statusCode = 400;
  constructor(readonly fields: Record<string, string[]>) {
    super("Invalid input");
  }
}

export const notFound = (detail = "Not found.") => new HttpError(404, detail);
export const conflict = (detail: string, extra: Record<string, unknown> = {}) =>
  new HttpError(409, detail, extra);
export const fieldError = (field: string, message: string) => new FieldErrors({ [field]: [message] });
