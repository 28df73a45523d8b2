CREATE TABLE "certificates" (
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"code" text NOT NULL,
	"full_name" text NOT NULL,
	"course_title" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificates_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "course_modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"original_language" text DEFAULT 'en' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "course_modules_original_language_check" CHECK ("original_language" in ('rw', 'en', 'fr'))
);
--> statement-breakpoint
CREATE TABLE "enrolments" (
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"last_lesson_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrolments_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "lesson_progress" (
	"user_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_progress_user_id_lesson_id_pk" PRIMARY KEY("user_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"media" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"minutes" integer DEFAULT 5 NOT NULL,
	"original_language" text DEFAULT 'en' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "lessons_original_language_check" CHECK ("original_language" in ('rw', 'en', 'fr'))
);
--> statement-breakpoint
CREATE TABLE "quiz_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"quiz_id" integer NOT NULL,
	"score" integer NOT NULL,
	"passed" boolean NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_attempts_score_range" CHECK ("quiz_attempts"."score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"pass_mark" integer DEFAULT 70 NOT NULL,
	"questions" jsonb NOT NULL,
	"original_language" text DEFAULT 'en' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "quizzes_pass_mark_range" CHECK ("quizzes"."pass_mark" between 1 and 100),
	CONSTRAINT "quizzes_original_language_check" CHECK ("original_language" in ('rw', 'en', 'fr'))
);
--> statement-breakpoint
CREATE TABLE "vocab_cards" (
	"user_id" integer NOT NULL,
	"word_id" integer NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" real NOT NULL,
	"difficulty" real NOT NULL,
	"elapsed_days" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer DEFAULT 0 NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"state" integer NOT NULL,
	"last_review" timestamp with time zone,
	CONSTRAINT "vocab_cards_user_id_word_id_pk" PRIMARY KEY("user_id","word_id")
);
--> statement-breakpoint
CREATE TABLE "vocab_decks" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"original_language" text DEFAULT 'en' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "vocab_decks_original_language_check" CHECK ("original_language" in ('rw', 'en', 'fr'))
);
--> statement-breakpoint
CREATE TABLE "vocab_review_days" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vocab_review_days_user_id_day_pk" PRIMARY KEY("user_id","day"),
	CONSTRAINT "vocab_review_days_positive" CHECK ("vocab_review_days"."reviews" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vocab_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"deck_id" integer NOT NULL,
	"position" integer NOT NULL,
	"theme" text NOT NULL,
	"word" text NOT NULL,
	"meaning_en" text NOT NULL,
	"meaning_fr" text NOT NULL,
	"example_rw" text DEFAULT '' NOT NULL,
	"example_en" text DEFAULT '' NOT NULL,
	"example_fr" text DEFAULT '' NOT NULL,
	"audio" text
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "level" text DEFAULT 'beginner' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "teaching_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "instructor_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "price_rwf" integer;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_modules" ADD CONSTRAINT "course_modules_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_last_lesson_id_lessons_id_fk" FOREIGN KEY ("last_lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_module_id_course_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."course_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_module_id_course_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."course_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocab_cards" ADD CONSTRAINT "vocab_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocab_cards" ADD CONSTRAINT "vocab_cards_word_id_vocab_words_id_fk" FOREIGN KEY ("word_id") REFERENCES "public"."vocab_words"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocab_review_days" ADD CONSTRAINT "vocab_review_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocab_words" ADD CONSTRAINT "vocab_words_deck_id_vocab_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."vocab_decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_code_key" ON "certificates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "course_modules_position_key" ON "course_modules" USING btree ("course_id","position");--> statement-breakpoint
CREATE INDEX "enrolments_course_idx" ON "enrolments" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lessons_position_key" ON "lessons" USING btree ("module_id","position");--> statement-breakpoint
CREATE INDEX "quiz_attempts_user_quiz_idx" ON "quiz_attempts" USING btree ("user_id","quiz_id");--> statement-breakpoint
CREATE INDEX "quizzes_module_idx" ON "quizzes" USING btree ("module_id");--> statement-breakpoint
CREATE INDEX "vocab_cards_due_idx" ON "vocab_cards" USING btree ("user_id","due");--> statement-breakpoint
CREATE UNIQUE INDEX "vocab_decks_slug_key" ON "vocab_decks" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "vocab_words_position_key" ON "vocab_words" USING btree ("deck_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "courses_slug_key" ON "courses" USING btree ("slug");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_level_check" CHECK ("level" in ('beginner', 'intermediate', 'advanced'));--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_teaching_language_check" CHECK ("teaching_language" in ('rw', 'en', 'fr'));--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_price_positive" CHECK ("courses"."price_rwf" is null or "courses"."price_rwf" > 0);