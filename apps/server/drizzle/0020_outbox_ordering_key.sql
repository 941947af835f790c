ALTER TABLE "outbox" ADD COLUMN "ordering_key" text;--> statement-breakpoint
UPDATE "outbox" SET "ordering_key" = CASE
  WHEN "tipo" IN ('order.create', 'order.cancel') THEN 'order:' || "referencia"
  WHEN "tipo" IN ('contact.create', 'customer.update') THEN 'customer:' || ("payload" ->> 'codigoCliente')
  WHEN "tipo" = 'customer.create' THEN 'registration:' || "referencia"
  WHEN "tipo" = 'service.create' THEN 'service:' || "referencia"
  WHEN "tipo" = 'service.status' THEN 'service-status:' || "referencia"
  ELSE "tipo" || ':' || "referencia"
END;--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "ordering_key" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_pending_ordering_idx" ON "outbox" USING btree ("ordering_key","id") WHERE "outbox"."estado" = 'pending';
