import { CSV_MAX_BYTES } from "@heritage/domain/collections-csv";
import { ITEM_CAPTIONS_MAX_BYTES, ITEM_MEDIA_MAX_UPLOAD } from "@heritage/domain/item-media";
import { LESSON_MEDIA_MAX_UPLOAD } from "@heritage/domain/lesson-media";
import { messages } from "@heritage/domain/messages";
import type { FastifyInstance, onRequestHookHandler, RouteOptions } from "fastify";
import { HttpError } from "../lib/http-errors.ts";
import { toArray } from "../lib/to-array.ts";

const KB = 1024;
const MB = 1024 * KB;

/** Every route not named below: JSON without images (the app's bodyLimit). */
export const JSON_BODY_LIMIT = 1 * MB;
/** Sign-in, sign-up, refresh and sign-out: a few short fields. */
export const AUTH_BODY_LIMIT = 16 * KB;
/** One image as a data URL (2 MB is 2.8 MB in base64) and a form's other fields. */
export const ONE_IMAGE_BODY_LIMIT = 4 * MB;
/** A product: up to ten such images and its fields. */
export const PRODUCT_BODY_LIMIT = 30 * MB;
/** A repository CSV import (decision 113): tens of thousands of described items. */
export const CSV_IMPORT_BODY_LIMIT = CSV_MAX_BYTES;
/** One file of a repository item (the largest kind's limit, a video) and the form's framing. */
export const ITEM_MEDIA_BODY_LIMIT = ITEM_MEDIA_MAX_UPLOAD + 1 * MB;
/** A WebVTT caption file of a sound or video (decision 118) and the form's framing. */
export const ITEM_CAPTIONS_BODY_LIMIT = ITEM_CAPTIONS_MAX_BYTES + 64 * KB;
/** One lesson file (decision 138: the largest kind's limit, a film) and the form's framing. */
export const LESSON_MEDIA_BODY_LIMIT = LESSON_MEDIA_MAX_UPLOAD + 1 * MB;

/**
 * The routes whose body limit is not JSON_BODY_LIMIT, by method and path. Only routes that
 * receive images go above it, and those are read only from a signed-in user (see below).
 */
const LIMITS = new Map<string, number>([
  ["POST /api/register", AUTH_BODY_LIMIT],
  ["POST /api/login", AUTH_BODY_LIMIT],
  ["POST /api/admin/login", AUTH_BODY_LIMIT],
  ["POST /api/login/refresh", AUTH_BODY_LIMIT],
  ["POST /api/logout", AUTH_BODY_LIMIT],
  ["POST /api/media", ONE_IMAGE_BODY_LIMIT],
  ["PATCH /api/users/me", ONE_IMAGE_BODY_LIMIT],
  ["POST /api/market/categories", ONE_IMAGE_BODY_LIMIT],
  ["PUT /api/market/categories/:id", ONE_IMAGE_BODY_LIMIT],
  ["PATCH /api/market/categories/:id", ONE_IMAGE_BODY_LIMIT],
  ["POST /api/market/products", PRODUCT_BODY_LIMIT],
  ["PUT /api/market/products/:id", PRODUCT_BODY_LIMIT],
  ["PATCH /api/market/products/:id", PRODUCT_BODY_LIMIT],
  ["POST /api/admin/repository/import", CSV_IMPORT_BODY_LIMIT],
  ["POST /api/creator/items/:id/media", ONE_IMAGE_BODY_LIMIT],
  ["POST /api/admin/repository/items/:id/media", ITEM_MEDIA_BODY_LIMIT],
  ["PUT /api/admin/repository/items/:id/media/:media/captions", ITEM_CAPTIONS_BODY_LIMIT],
  ["POST /api/admin/learning/media", LESSON_MEDIA_BODY_LIMIT],
]);

/**
 * Runs before the body is read (onRequest): a large body is only ever read from a signed-in
 * user, whatever guard the route itself has. The route's own guard then decides the role.
 */
const signedInBeforeLargeBody: onRequestHookHandler = (request, _reply, done) => {
  done(request.user ? undefined : new HttpError(401, messages.auth.notAuthenticated));
};

/**
 * Sets each route's body limit from LIMITS (Fastify refuses a larger Content-Length before reading
 * a byte, and stops reading a chunked body at the limit). Before the routes are declared. A path
 * in LIMITS that no route has stops the start: a renamed route must not silently fall back.
 */
export function registerBodyLimits(app: FastifyInstance): void {
  const unseen = new Set(LIMITS.keys());
  app.addHook("onRoute", (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const key = `${method} ${route.url}`;
      const limit = LIMITS.get(key);
      if (limit === undefined) continue;
      unseen.delete(key);
      route.bodyLimit = limit;
      if (limit > JSON_BODY_LIMIT) route.onRequest = [signedInBeforeLargeBody, ...toArray(route.onRequest)];
    }
  });
  app.addHook("onReady", async () => {
    if (unseen.size > 0)
      throw new Error(`Body limits name routes that do not exist: ${[...unseen].join(", ")}`);
  });
}
