-- How many times a learner may try each quiz of a course (issue 39, decision 253): 3 unless the
-- course says otherwise. Once they are used up the answer key is shown and the API refuses more.
ALTER TABLE "courses" ADD COLUMN "quiz_attempts" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_quiz_attempts_range" CHECK ("quiz_attempts" between 1 and 20);
--> statement-breakpoint
-- The demo courses' teams carried an old name of the platform; its name is Digital Heritage Platform.
UPDATE "courses" SET "instructor_name" = replace("instructor_name", 'Rwandan Heritage Hub', 'Digital Heritage Platform') WHERE "instructor_name" LIKE 'Rwandan Heritage Hub%';
