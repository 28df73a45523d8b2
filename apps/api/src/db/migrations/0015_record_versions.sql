ALTER TABLE "categories" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Decision 075: every committed change raises the row's version, whoever writes it (admin
-- routes, an order taking or returning stock, the expiry job, psql), so a form saved with the
-- version it was loaded at can never overwrite a change it did not see.
CREATE FUNCTION "bump_record_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."version" := OLD."version" + 1;
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_record_version" BEFORE UPDATE ON "products"
	FOR EACH ROW EXECUTE FUNCTION "bump_record_version"();
--> statement-breakpoint
CREATE TRIGGER "categories_record_version" BEFORE UPDATE ON "categories"
	FOR EACH ROW EXECUTE FUNCTION "bump_record_version"();
--> statement-breakpoint
-- A user's version follows what the admin's customer form shows, not sign-ins or passwords.
CREATE TRIGGER "users_record_version" BEFORE UPDATE ON "users" FOR EACH ROW
	WHEN ((OLD."username", OLD."email", OLD."first_name", OLD."last_name", OLD."type", OLD."avatar")
		IS DISTINCT FROM (NEW."username", NEW."email", NEW."first_name", NEW."last_name", NEW."type", NEW."avatar"))
	EXECUTE FUNCTION "bump_record_version"();
