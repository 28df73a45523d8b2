import path from "node:path";
import { fileURLToPath } from "node:url";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import { serializerCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import pino from "pino";
import { type AppConfig, DEFAULT_SEARCH_LIMITS, DEFAULT_TIMEOUTS } from "./config.ts";
import { type Database, type Db, openDatabase } from "./db/client.ts";
import { jobHandlers } from "./job-kinds.ts";
import { JobWorker } from "./jobs/worker.ts";
import { resolveJwtSecret } from "./lib/tokens.ts";
import { registerMailer } from "./mail/mailer.ts";
import { outboxRoutes } from "./mail/outbox-routes.ts";
import { mediaRoutes } from "./media/media-routes.ts";
import { createMediaStore, localMediaDir } from "./media/store/create-store.ts";
import type { MediaStore } from "./media/store/media-store.ts";
import { adminCourseRoutes } from "./modules/learning/admin-course-routes.ts";
import { courseCatalogRoutes } from "./modules/learning/course-catalog-routes.ts";
import { learningRoutes } from "./modules/learning/learning-routes.ts";
import { lessonMediaRoutes } from "./modules/learning/lesson-media-routes.ts";
import { vocabularyRoutes } from "./modules/learning/vocabulary-routes.ts";
import { authRoutes } from "./modules/people/auth/auth-routes.ts";
import { passwordResetRoutes } from "./modules/people/password-reset/reset-routes.ts";
import { addressRoutes } from "./modules/people/profile/address-routes.ts";
import { profileRoutes } from "./modules/people/profile/profile-routes.ts";
import { usersRoutes } from "./modules/people/users/users-routes.ts";
import { repositoryRoutes } from "./modules/repository/collections/repository-routes.ts";
import { libraryRoutes } from "./modules/repository/content/library-routes.ts";
import { creatorRoutes } from "./modules/repository/creators/creator-routes.ts";
import { registerImageService } from "./modules/repository/iiif/image-routes.ts";
import { registerOai } from "./modules/repository/oai/oai-routes.ts";
import { communityRoutes } from "./modules/repository/protocols/community-routes.ts";
import { registerFileGate } from "./modules/repository/protocols/file-gate.ts";
import { canonicalFileUrl } from "./modules/repository/protocols/file-paths.ts";
import { itemProtocolRoutes } from "./modules/repository/protocols/item-protocol-routes.ts";
import { productStoryRoutes } from "./modules/repository/protocols/product-story-routes.ts";
import { registerSitemap } from "./modules/repository/sitemap/sitemap-routes.ts";
import { cartRoutes } from "./modules/shop/cart/cart-routes.ts";
import { categoryRoutes } from "./modules/shop/catalog/category-routes.ts";
import { productRoutes } from "./modules/shop/catalog/product-routes.ts";
import { suggestionRoutes } from "./modules/shop/catalog/suggestion-routes.ts";
import { adminOrderRoutes } from "./modules/shop/orders/admin-order-routes.ts";
import { marketOrderRoutes } from "./modules/shop/orders/market-order-routes.ts";
import {
  paymentAdminRoutes,
  paymentPublicRoutes,
  paymentShopperRoutes,
} from "./modules/shop/payments/payment-routes.ts";
import { buildProviders, type ProviderRegistry } from "./modules/shop/payments/provider-registry.ts";
import { adminReviewRoutes } from "./modules/shop/reviews/admin-review-routes.ts";
import { reviewRoutes } from "./modules/shop/reviews/review-routes.ts";
import { sellerOrderRoutes } from "./modules/shop/sellers/seller-order-routes.ts";
import { sellerProductRoutes } from "./modules/shop/sellers/seller-product-routes.ts";
import { sellerRoutes } from "./modules/shop/sellers/seller-routes.ts";
import { checkoutQuoteRoutes, deliveryPublicRoutes } from "./modules/shop/shop-offers/checkout-routes.ts";
import { deliveryAdminRoutes } from "./modules/shop/shop-offers/delivery-admin-routes.ts";
import { promoAdminRoutes } from "./modules/shop/shop-offers/promo-admin-routes.ts";
import { wishlistRoutes } from "./modules/shop/wishlist/wishlist-routes.ts";
import { adminStatsRoutes } from "./modules/site/admin-stats/admin-stats-routes.ts";
import { jobFailureRoutes } from "./modules/site/background-jobs/job-failure-routes.ts";
import { healthRoutes } from "./modules/site/health/health-routes.ts";
import { siteConfigRoutes } from "./modules/site/site-config/site-config-routes.ts";
import { registerAuth } from "./plugins/auth.ts";
import { JSON_BODY_LIMIT, registerBodyLimits } from "./plugins/body-limits.ts";
import { registerCatalogCache } from "./plugins/catalog-cache.ts";
import { registerCompression } from "./plugins/compression.ts";
import { registerDocs } from "./plugins/docs.ts";
import { registerErrorHandler } from "./plugins/error-handler.ts";
import { registerRequestLog } from "./plugins/request-log.ts";
import { registerSearchGuard } from "./plugins/search-guard.ts";
import { registerSecurity } from "./plugins/security.ts";
import { registerStaticFiles } from "./plugins/static-files.ts";
import { zodValidatorCompiler } from "./plugins/validation.ts";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    database: Database;
    config: AppConfig;
    jwtSecret: Uint8Array;
    /** The local media folder (DATA_DIR/media): the local store's root, scratch space otherwise. */
    mediaDir: string;
    /** Where uploaded files live (decision 190): every read and write of media goes through it. */
    mediaStore: MediaStore;
    now: () => Date;
    /** The mobile-money networks offered (decision 120), by name. */
    payments: ProviderRegistry;
    /** This process's background job worker (decision 192): `jobs.enqueue(kind, payload)`. */
    jobs: JobWorker;
  }
}

const here = path.dirname(fileURLToPath(import.meta.url));
export const DEFAULT_WEB_DIST = path.resolve(here, "../../web/dist");

export interface BuildOptions {
  /** Use this database instead of opening one from the config (tests share nothing else). */
  database?: Database;
  /** Use this media store instead of the one the config names (tests of both stores). */
  mediaStore?: MediaStore;
  /** Log requests (pino); tests pass false. */
  logger?: boolean;
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.databaseUrl ? undefined : config.dataDir,
    }));

  const timeouts = config.timeouts ?? DEFAULT_TIMEOUTS;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: [
              "req.headers.authorization",
              "req.headers.cookie",
              "req.body.password",
              "req.body.refresh",
            ],
            // Asynchronous: lines written while a write is under way go out together in the next
            // one (one system call for many requests under load, at once when idle); pino flushes
            // what is left when the process exits.
            stream: pino.destination({ dest: 1, sync: false }),
          },
    // One access line per request instead of two (plugins/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // Per route above this (plugins/body-limits.ts).
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    // A trickled body or header is closed with 408 (Node's checks run every connectionsCheckingInterval).
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: 1_000,
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // File paths in one spelling before anything reads them: the file gate decides on the path
    // the file servers use (decision 199, amended).
    rewriteUrl: canonicalFileUrl,
    ajv: undefined,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Typed by hand: from a union value decorate would infer one of its members.
  app.decorate<Database>("database", database);
  app.decorate("db", database.db);
  database.onConnectionError((error) => app.log.warn({ err: error }, "database connection lost"));
  app.decorate("config", config);
  app.decorate("now", config.now ?? (() => new Date()));
  app.decorate(
    "jwtSecret",
    resolveJwtSecret(config.jwtSecret, options.database ? undefined : config.dataDir),
  );
  app.decorate("mediaDir", localMediaDir(config));
  app.decorate("mediaStore", options.mediaStore ?? (await createMediaStore(config)));
  app.decorate(
    "payments",
    config.paymentProviders
      ? new Map(config.paymentProviders.map((provider) => [provider.name, provider]))
      : buildProviders(
          app,
          config.payments ?? { providers: [], timeoutMinutes: 15 },
          config.paymentSimulator,
        ),
  );
  app.addHook("onClose", async () => {
    if (!options.database) await database.close();
  });
  const jobs = new JobWorker(app, jobHandlers, config.jobs || {});
  app.decorate("jobs", jobs);
  if (config.jobs !== false) {
    app.addHook("onReady", async () => jobs.start());
    // Before the server closes: stop claiming, finish the jobs in hand (a rolling restart loses none).
    app.addHook("preClose", async () => jobs.stop());
  }

  registerMailer(app, config.mail);
  registerErrorHandler(app);
  registerRequestLog(app);
  await registerSecurity(app);
  await registerDocs(app);
  registerAuth(app);
  registerBodyLimits(app);
  // Before the routes: it attaches its hooks to the public catalogue reads as they are declared.
  if (config.catalogCache !== false) await registerCatalogCache(app);
  else app.decorate("catalogVersion", () => null);
  // After the cache, so that its lookup runs first: a search answered from memory costs the
  // throttle's database write nothing (decision 194, amended).
  registerSearchGuard(app, config.searchLimits ?? DEFAULT_SEARCH_LIMITS);
  // After the cache: its onSend hook must see each answer before this plugin encodes it.
  await registerCompression(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(siteConfigRoutes);
      await api.register(mediaRoutes);
      await api.register(authRoutes);
      await api.register(usersRoutes);
      await api.register(profileRoutes);
      await api.register(addressRoutes);
      await api.register(passwordResetRoutes);
      await api.register(outboxRoutes);
      await api.register(marketOrderRoutes);
      await api.register(adminOrderRoutes);
      await api.register(deliveryPublicRoutes);
      await api.register(checkoutQuoteRoutes);
      await api.register(promoAdminRoutes);
      await api.register(deliveryAdminRoutes);
      await api.register(paymentPublicRoutes);
      await api.register(paymentShopperRoutes);
      await api.register(paymentAdminRoutes);
      await api.register(adminStatsRoutes);
      await api.register(jobFailureRoutes);
      await api.register(categoryRoutes);
      await api.register(productRoutes);
      await api.register(reviewRoutes);
      await api.register(adminReviewRoutes);
      await api.register(suggestionRoutes);
      await api.register(cartRoutes);
      await api.register(wishlistRoutes);
      await api.register(sellerRoutes);
      await api.register(sellerProductRoutes);
      await api.register(sellerOrderRoutes);
      // Public, read-only editorial content (the library) and the course catalogue under /api/content/
      // (the heritage records are /api/repository/, decision 125).
      await api.register(
        async (content) => {
          await content.register(libraryRoutes);
          await content.register(courseCatalogRoutes);
        },
        { prefix: "/content" },
      );
      await api.register(learningRoutes);
      await api.register(adminCourseRoutes);
      await api.register(lessonMediaRoutes);
      await api.register(vocabularyRoutes);
      await api.register(repositoryRoutes);
      await api.register(creatorRoutes);
      await api.register(communityRoutes);
      await api.register(itemProtocolRoutes);
      await api.register(productStoryRoutes);
    },
    { prefix: "/api" },
  );

  // IIIF and OAI-PMH keep the paths their specifications and harvesters expect (not under /api).
  // Before the file paths: repository files open to everyone only (decision 162).
  registerFileGate(app);
  await registerImageService(app);
  await registerOai(app);
  await registerSitemap(app);
  await registerStaticFiles(app, config.webDist ?? DEFAULT_WEB_DIST);
  return app;
}
