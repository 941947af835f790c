-- The ERP's outbox and the mail outbox are one mechanism (apps/server/src/outbox/): the same
-- columns, named in English. Renames keep every row.
ALTER TABLE "outbox" RENAME COLUMN "tipo" TO "kind";--> statement-breakpoint
ALTER TABLE "outbox" RENAME COLUMN "estado" TO "status";--> statement-breakpoint
ALTER TABLE "outbox" RENAME COLUMN "intentos" TO "attempts";--> statement-breakpoint
ALTER TABLE "outbox" RENAME COLUMN "proper_intent" TO "next_attempt_at";--> statement-breakpoint
ALTER TABLE "outbox" RENAME COLUMN "darrer_error" TO "last_error";--> statement-breakpoint
ALTER TABLE "outbox" RENAME COLUMN "processed_at" TO "settled_at";--> statement-breakpoint
ALTER INDEX "outbox_estado_processed_idx" RENAME TO "outbox_status_settled_idx";--> statement-breakpoint
ALTER TABLE "mail_outbox" RENAME COLUMN "tipus" TO "kind";--> statement-breakpoint
ALTER TABLE "mail_outbox" RENAME COLUMN "estat" TO "status";--> statement-breakpoint
ALTER TABLE "mail_outbox" RENAME COLUMN "intents" TO "attempts";--> statement-breakpoint
ALTER TABLE "mail_outbox" RENAME COLUMN "proper_intent" TO "next_attempt_at";--> statement-breakpoint
ALTER TABLE "mail_outbox" RENAME COLUMN "darrer_error" TO "last_error";--> statement-breakpoint
ALTER TABLE "mail_outbox" RENAME COLUMN "enviat_at" TO "settled_at";
