import type { FastifyRequest } from "fastify";
import { requestLanguage } from "../../lib/content-language.ts";
import { type PageRequest, pageAnswer, pageWindow } from "../../lib/pagination.ts";
import { type Localized, localized } from "./content-language.ts";

/**
 * DRF's {count, next, previous, results}; a page past the end is empty, not an error. The
 * records are served in the request's language (decision 105).
 */
export function pageOf<T>(request: FastifyRequest, total: number, results: T[]) {
  return pageAnswer(request, pageWindow(request.query as PageRequest), total, inLanguageOf(request, results));
}

/** A record (or records) in the request's language: `?lang=`, Accept-Language, else English. */
export function inLanguageOf<T>(request: FastifyRequest, value: T): Localized<T> {
  return localized(value, requestLanguage(request));
}
