ALTER TABLE "courses" ADD COLUMN "instructor_creator_id" integer;--> statement-breakpoint
-- Decision 136: an approved creator may teach a course; removing the creator keeps the course and its name.
ALTER TABLE "courses" ADD CONSTRAINT "courses_instructor_creator_id_creators_id_fk" FOREIGN KEY ("instructor_creator_id") REFERENCES "public"."creators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courses_instructor_creator_idx" ON "courses" USING btree ("instructor_creator_id");
