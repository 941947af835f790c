-- A key names one request: the body sent with it is kept as a fingerprint, so the same key with
-- another body is refused instead of answered with the first. Rows from before have none and are
-- replayed as they always were.
ALTER TABLE "pedidos" ADD COLUMN "idempotency_hash" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "idempotency_hash" text;