CREATE TABLE "repository_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"created_by" integer,
	"rows" integer NOT NULL,
	"create_count" integer NOT NULL,
	"update_count" integer NOT NULL,
	"unchanged_count" integer NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"failure" text,
	"failed_row" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp (3) with time zone,
	CONSTRAINT "repository_imports_status_check" CHECK ("status" in ('running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "repository_imports" ADD CONSTRAINT "repository_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "repository_imports_one_running" ON "repository_imports" USING btree ("status") WHERE "status" = 'running';