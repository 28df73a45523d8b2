import { type Messages, messagesIn, translateMessage } from "@heritage/domain/i18n/server-messages";
import type { Language } from "@heritage/domain/languages";

/** A text with values, written against the messages of whichever language the request asks for. */
export type LocalizedDetail = (m: Messages) => string;

/** An error whose status and `detail` are meant for the client (DRF's {"detail": ...} shape). */
export class HttpError extends Error {
  /** The English text; `detailIn` gives it in the request's language. */
  readonly detail: string;
  private readonly localized: LocalizedDetail | null;

  constructor(
    readonly statusCode: number,
    detail: string | LocalizedDetail,
    readonly extra: Record<string, unknown> = {},
  ) {
    const english = typeof detail === "string" ? detail : detail(messagesIn("en"));
    super(english);
    this.detail = english;
    this.localized = typeof detail === "string" ? null : detail;
  }

  detailIn(language: Language): string {
    return this.localized ? this.localized(messagesIn(language)) : translateMessage(this.detail, language);
  }
}

/** Field errors in DRF's shape: {"field": ["message"]}, always answered with 400. */
export class FieldErrors extends Error {
  readonly statusCode = 400;
  /**
   * @param localized a field's message written against each language's messages, for texts with
   * values (an amount) that the English text cannot find its translation by.
   */
  constructor(
    readonly fields: Record<string, string[]>,
    private readonly localized: Record<string, (m: Messages, language: Language) => string> = {},
  ) {
    super("Invalid input");
  }

  fieldsIn(language: Language): Record<string, string[]> {
    const written = Object.fromEntries(
      Object.entries(this.localized).map(([field, text]) => [field, [text(messagesIn(language), language)]]),
    );
    if (language === "en") return { ...this.fields, ...written };
    return { ...this.translatedFields(language), ...written };
  }

  private translatedFields(language: Language): Record<string, string[]> {
    return Object.fromEntries(
      Object.entries(this.fields).map(([field, texts]) => [
        field,
        texts.map((t) => translateMessage(t, language)),
      ]),
    );
  }
}

export const notFound = (detail = "Not found.") => new HttpError(404, detail);
export const conflict = (detail: string | LocalizedDetail, extra: Record<string, unknown> = {}) =>
  new HttpError(409, detail, extra);
export const fieldError = (field: string, message: string) => new FieldErrors({ [field]: [message] });
