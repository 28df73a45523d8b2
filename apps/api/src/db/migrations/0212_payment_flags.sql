-- Decision 210: a payer's approval after our deadline is recorded (the expired payment becomes
-- paid, flagged paid_after_cancel), so the reconciliation asks about the last day's expired
-- payments again: this index finds them without reading every payment. The flags an admin acts on
-- are named by a CHECK, so a typo in code cannot leave a payment flagged with a word no screen shows.
CREATE INDEX "payments_expired_idx" ON "payments" USING btree ("settled_at") WHERE "payments"."status" = 'expired';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_flag_check" CHECK ("payments"."flag" is null or "payments"."flag" in ('amount_mismatch', 'amount_unreadable', 'paid_after_cancel'));
