DROP INDEX "productos_codigo_upper_idx";--> statement-breakpoint
ALTER TABLE "pedido_lineas" ADD COLUMN "codigo_propio" text;--> statement-breakpoint
CREATE INDEX "productos_codigo_upper_idx" ON "productos" USING btree (upper("codigo"));--> statement-breakpoint
-- The planner reads the new index's expression statistics only once the table is analysed.
ANALYZE "productos";
