ALTER TABLE "course_modules" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Decision 075 for courses and their parts (decision 134): every change raises the row's version,
-- whoever writes it, so an admin form loaded at an older version cannot overwrite what it did not see.
CREATE TRIGGER "courses_record_version" BEFORE UPDATE ON "courses"
	FOR EACH ROW EXECUTE FUNCTION "bump_record_version"();--> statement-breakpoint
CREATE TRIGGER "course_modules_record_version" BEFORE UPDATE ON "course_modules"
	FOR EACH ROW EXECUTE FUNCTION "bump_record_version"();--> statement-breakpoint
CREATE TRIGGER "lessons_record_version" BEFORE UPDATE ON "lessons"
	FOR EACH ROW EXECUTE FUNCTION "bump_record_version"();--> statement-breakpoint
CREATE TRIGGER "quizzes_record_version" BEFORE UPDATE ON "quizzes"
	FOR EACH ROW EXECUTE FUNCTION "bump_record_version"();
