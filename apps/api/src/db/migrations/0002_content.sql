CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"read_time" integer NOT NULL,
	"image" text NOT NULL,
	"thumbnail" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_read_time_positive" CHECK ("articles"."read_time" > 0)
);
--> statement-breakpoint
CREATE TABLE "artworks" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"artist" text NOT NULL,
	"year" integer NOT NULL,
	"description" text NOT NULL,
	"medium" text NOT NULL,
	"origin" text NOT NULL,
	"rights" text NOT NULL,
	"image" text NOT NULL,
	"thumbnail" text NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "artworks_category_check" CHECK ("artworks"."category" in ('Traditional Dance', 'Handicrafts', 'Landscapes', 'Historical Art', 'Festivals'))
);
--> statement-breakpoint
CREATE TABLE "books" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"author" text NOT NULL,
	"price" integer NOT NULL,
	"rating" numeric(2, 1) NOT NULL,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"thumbnail" text NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "books_price_positive" CHECK ("books"."price" > 0),
	CONSTRAINT "books_rating_range" CHECK ("books"."rating" >= 0 and "books"."rating" <= 5)
);
--> statement-breakpoint
CREATE TABLE "course_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"thumbnail" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"duration" text NOT NULL,
	"followers" integer DEFAULT 0 NOT NULL,
	"image" text NOT NULL,
	"thumbnail" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_followers_nonnegative" CHECK ("courses"."followers" >= 0)
);
--> statement-breakpoint
CREATE TABLE "historical_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"period" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"badge" text NOT NULL,
	"image" text NOT NULL,
	"thumbnail" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "historical_events_category_check" CHECK ("historical_events"."category" in ('rebellion', 'conflict', 'politics')),
	CONSTRAINT "historical_events_badge_check" CHECK ("historical_events"."badge" in ('Featured', 'Popular', 'New'))
);
--> statement-breakpoint
CREATE TABLE "historical_figures" (
	"id" serial PRIMARY KEY NOT NULL,
	"museum_id" integer,
	"name" text NOT NULL,
	"era" text NOT NULL,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instructors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"image" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "museum_artifacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"museum_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"historical_period" text NOT NULL,
	"image" text NOT NULL,
	"thumbnail" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "museum_gallery_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"museum_id" integer NOT NULL,
	"caption" text NOT NULL,
	"image" text NOT NULL,
	"thumbnail" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "museums" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"location" text NOT NULL,
	"description" text NOT NULL,
	"long_description" text NOT NULL,
	"category" text NOT NULL,
	"hours" text DEFAULT '9:00 AM - 5:00 PM' NOT NULL,
	"image" text NOT NULL,
	"thumbnail" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "museums_category_check" CHECK ("museums"."category" in ('Historical', 'Cultural', 'History', 'Memorial', 'Art'))
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"image" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "virtual_exhibitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"museum_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"type" text NOT NULL,
	"duration" text NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "virtual_exhibitions_type_check" CHECK ("virtual_exhibitions"."type" in ('tour', 'experience', 'exhibition'))
);
--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_category_id_course_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."course_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "historical_figures" ADD CONSTRAINT "historical_figures_museum_id_museums_id_fk" FOREIGN KEY ("museum_id") REFERENCES "public"."museums"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "museum_artifacts" ADD CONSTRAINT "museum_artifacts_museum_id_museums_id_fk" FOREIGN KEY ("museum_id") REFERENCES "public"."museums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "museum_gallery_images" ADD CONSTRAINT "museum_gallery_images_museum_id_museums_id_fk" FOREIGN KEY ("museum_id") REFERENCES "public"."museums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_exhibitions" ADD CONSTRAINT "virtual_exhibitions_museum_id_museums_id_fk" FOREIGN KEY ("museum_id") REFERENCES "public"."museums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "articles_title_trgm_idx" ON "articles" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "artworks_category_idx" ON "artworks" USING btree ("category","id");--> statement-breakpoint
CREATE INDEX "artworks_created_idx" ON "artworks" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "artworks_title_trgm_idx" ON "artworks" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "artworks_artist_trgm_idx" ON "artworks" USING gin ("artist" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "artworks_description_trgm_idx" ON "artworks" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "books_title_trgm_idx" ON "books" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "books_author_trgm_idx" ON "books" USING gin ("author" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "course_categories_slug_key" ON "course_categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "courses_category_idx" ON "courses" USING btree ("category_id","id");--> statement-breakpoint
CREATE INDEX "courses_followers_idx" ON "courses" USING btree ("followers","id");--> statement-breakpoint
CREATE INDEX "courses_created_idx" ON "courses" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "courses_title_trgm_idx" ON "courses" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_description_trgm_idx" ON "courses" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "historical_figures_museum_idx" ON "historical_figures" USING btree ("museum_id","position");--> statement-breakpoint
CREATE INDEX "museum_artifacts_museum_idx" ON "museum_artifacts" USING btree ("museum_id","position");--> statement-breakpoint
CREATE INDEX "museum_gallery_images_museum_idx" ON "museum_gallery_images" USING btree ("museum_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "museums_slug_key" ON "museums" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "museums_category_idx" ON "museums" USING btree ("category","position");--> statement-breakpoint
CREATE INDEX "museums_name_trgm_idx" ON "museums" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "museums_location_trgm_idx" ON "museums" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "museums_description_trgm_idx" ON "museums" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "virtual_exhibitions_museum_idx" ON "virtual_exhibitions" USING btree ("museum_id","position");