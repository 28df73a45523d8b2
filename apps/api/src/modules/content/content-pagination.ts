import { PAGE_SIZE } from "@heritage/domain/constants";
import type { FastifyRequest } from "fastify";
import { requestLanguage } from "../../lib/content-language.ts";
import { pageLinks } from "../../lib/pagination.ts";
import { type Localized, localized } from "./content-language.ts";

export interface PageRequest {
  page?: number;
  page_size?: number;
}

/** Limit and offset of the requested page; page 1 of PAGE_SIZE (product §9) when none is asked. */
export function pageWindow(query: PageRequest) {
  const page = query.page ?? 1;
  const size = query.page_size ?? PAGE_SIZE;
  return { page, size, limit: size, offset: (page - 1) * size };
}

/**
 * DRF's {count, next, previous, results}; a page past the end is empty, not an error. The
 * records are served in the request's language (decision 105).
 */
export function pageOf<T>(request: FastifyRequest, total: number, results: T[]) {
  const { page, size } = pageWindow(request.query as PageRequest);
  return { count: total, ...pageLinks(request, page, size, total), results: inLanguageOf(request, results) };
}

/** A record (or records) in the request's language: `?lang=`, Accept-Language, else English. */
export function inLanguageOf<T>(request: FastifyRequest, value: T): Localized<T> {
  return localized(value, requestLanguage(request));
}
