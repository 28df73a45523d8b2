ALTER TABLE "categories" ADD COLUMN "original_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "translated_name" text GENERATED ALWAYS AS (coalesce("translations" #>> '{rw,name}', '') || ' ' || coalesce("translations" #>> '{en,name}', '') || ' ' || coalesce("translations" #>> '{fr,name}', '')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "original_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "translated_name" text GENERATED ALWAYS AS (coalesce("translations" #>> '{rw,name}', '') || ' ' || coalesce("translations" #>> '{en,name}', '') || ' ' || coalesce("translations" #>> '{fr,name}', '')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "translated_description" text GENERATED ALWAYS AS (coalesce("translations" #>> '{rw,description}', '') || ' ' || coalesce("translations" #>> '{en,description}', '') || ' ' || coalesce("translations" #>> '{fr,description}', '')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "original_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "translated_text" text GENERATED ALWAYS AS (coalesce("translations" #>> '{rw,title}', '') || ' ' || coalesce("translations" #>> '{rw,description}', '') || ' ' || coalesce("translations" #>> '{en,title}', '') || ' ' || coalesce("translations" #>> '{en,description}', '') || ' ' || coalesce("translations" #>> '{fr,title}', '') || ' ' || coalesce("translations" #>> '{fr,description}', '')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "artworks" ADD COLUMN "original_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "artworks" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "artworks" ADD COLUMN "translated_text" text GENERATED ALWAYS AS (coalesce("translations" #>> '{rw,title}', '') || ' ' || coalesce("translations" #>> '{rw,description}', '') || ' ' || coalesce("translations" #>> '{rw,medium}', '') || ' ' || coalesce("translations" #>> '{en,title}', '') || ' ' || coalesce("translations" #>> '{en,description}', '') || ' ' || coalesce("translations" #>> '{en,medium}', '') || ' ' || coalesce("translations" #>> '{fr,title}', '') || ' ' || coalesce("translations" #>> '{fr,description}', '') || ' ' || coalesce("translations" #>> '{fr,medium}', '')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "original_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "translated_text" text GENERATED ALWAYS AS (coalesce("translations" #>> '{rw,title}', '') || ' ' || coalesce("translations" #>> '{rw,description}', '') || ' ' || coalesce("translations" #>> '{en,title}', '') || ' ' || coalesce("translations" #>> '{en,description}', '') || ' ' || coalesce("translations" #>> '{fr,title}', '') || ' ' || coalesce("translations" #>> '{fr,description}', '')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "course_categories" ADD COLUMN "original_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "course_categories" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "original_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "translated_text" text GENERATED ALWAYS AS (coalesce("translations" #>> '{rw,title}', '') || ' ' || coalesce("translations" #>> '{rw,description}', '') || ' ' || coalesce("translations" #>> '{en,title}', '') || ' ' || coalesce("translations" #>> '{en,description}', '') || ' ' || coalesce("translations" #>> '{fr,title}', '') || ' ' || coalesce("translations" #>> '{fr,description}', '')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "historical_events" ADD COLUMN "original_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "historical_events" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "historical_figures" ADD COLUMN "original_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "historical_figures" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "instructors" ADD COLUMN "original_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "instructors" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "instructors" ADD COLUMN "translated_text" text GENERATED ALWAYS AS (coalesce("translations" #>> '{rw,role}', '') || ' ' || coalesce("translations" #>> '{en,role}', '') || ' ' || coalesce("translations" #>> '{fr,role}', '')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "museum_artifacts" ADD COLUMN "original_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "museum_artifacts" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "museum_gallery_images" ADD COLUMN "original_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "museum_gallery_images" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "museums" ADD COLUMN "original_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "museums" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "museums" ADD COLUMN "translated_text" text GENERATED ALWAYS AS (coalesce("translations" #>> '{rw,name}', '') || ' ' || coalesce("translations" #>> '{rw,location}', '') || ' ' || coalesce("translations" #>> '{rw,description}', '') || ' ' || coalesce("translations" #>> '{en,name}', '') || ' ' || coalesce("translations" #>> '{en,location}', '') || ' ' || coalesce("translations" #>> '{en,description}', '') || ' ' || coalesce("translations" #>> '{fr,name}', '') || ' ' || coalesce("translations" #>> '{fr,location}', '') || ' ' || coalesce("translations" #>> '{fr,description}', '')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "original_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "translated_text" text GENERATED ALWAYS AS (coalesce("translations" #>> '{rw,description}', '') || ' ' || coalesce("translations" #>> '{en,description}', '') || ' ' || coalesce("translations" #>> '{fr,description}', '')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "original_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "virtual_exhibitions" ADD COLUMN "original_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "virtual_exhibitions" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "categories_translated_name_trgm_idx" ON "categories" USING gin ("translated_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_translated_name_trgm_idx" ON "products" USING gin ("translated_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_translated_description_trgm_idx" ON "products" USING gin ("translated_description" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "articles_translated_text_trgm_idx" ON "articles" USING gin ("translated_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "artworks_translated_text_trgm_idx" ON "artworks" USING gin ("translated_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "books_translated_text_trgm_idx" ON "books" USING gin ("translated_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "courses_translated_text_trgm_idx" ON "courses" USING gin ("translated_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "museums_translated_text_trgm_idx" ON "museums" USING gin ("translated_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_original_language_check" CHECK ("original_language" in ('rw', 'en', 'fr'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_original_language_check" CHECK ("original_language" in ('rw', 'en', 'fr'));--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_original_language_check" CHECK ("original_language" in ('rw', 'en', 'fr'));--> statement-breakpoint
ALTER TABLE "artworks" ADD CONSTRAINT "artworks_original_language_check" CHECK ("original_language" in ('rw', 'en', 'fr'));--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_original_language_check" CHECK ("original_language" in ('rw', 'en', 'fr'));--> statement-breakpoint
ALTER TABLE "course_categories" ADD CONSTRAINT "course_categories_original_language_check" CHECK ("original_language" in ('rw', 'en', 'fr'));--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_original_language_check" CHECK ("original_language" in ('rw', 'en', 'fr'));--> statement-breakpoint
ALTER TABLE "historical_events" ADD CONSTRAINT "historical_events_original_language_check" CHECK ("original_language" in ('rw', 'en', 'fr'));--> statement-breakpoint
ALTER TABLE "historical_figures" ADD CONSTRAINT "historical_figures_original_language_check" CHECK ("original_language" in ('rw', 'en', 'fr'));--> statement-breakpoint
ALTER TABLE "instructors" ADD CONSTRAINT "instructors_original_language_check" CHECK ("original_language" in ('rw', 'en', 'fr'));--> statement-breakpoint
ALTER TABLE "museum_artifacts" ADD CONSTRAINT "museum_artifacts_original_language_check" CHECK ("original_language" in ('rw', 'en', 'fr'));--> statement-breakpoint
ALTER TABLE "museum_gallery_images" ADD CONSTRAINT "museum_gallery_images_original_language_check" CHECK ("original_language" in ('rw', 'en', 'fr'));--> statement-breakpoint
ALTER TABLE "museums" ADD CONSTRAINT "museums_original_language_check" CHECK ("original_language" in ('rw', 'en', 'fr'));--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_original_language_check" CHECK ("original_language" in ('rw', 'en', 'fr'));--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_original_language_check" CHECK ("original_language" in ('rw', 'en', 'fr'));--> statement-breakpoint
ALTER TABLE "virtual_exhibitions" ADD CONSTRAINT "virtual_exhibitions_original_language_check" CHECK ("original_language" in ('rw', 'en', 'fr'));