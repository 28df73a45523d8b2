ALTER TABLE "orders" ADD COLUMN "client_address" text;--> statement-breakpoint
CREATE INDEX "orders_pending_user_idx" ON "orders" USING btree ("user_id") WHERE "orders"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "orders_pending_address_idx" ON "orders" USING btree ("client_address") WHERE "orders"."status" = 'pending';