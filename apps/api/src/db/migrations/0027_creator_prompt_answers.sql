CREATE TABLE "creator_prompt_answers" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"answer" text NOT NULL,
	"answered_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creator_prompt_answers_answer_check" CHECK ("answer" in ('yes', 'no'))
);
--> statement-breakpoint
ALTER TABLE "creator_prompt_answers" ADD CONSTRAINT "creator_prompt_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;