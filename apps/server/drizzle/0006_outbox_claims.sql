ALTER TABLE "outbox" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_estado_processed_idx" ON "outbox" USING btree ("estado","processed_at");