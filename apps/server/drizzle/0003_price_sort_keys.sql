ALTER TABLE "productos" ADD COLUMN "precio_orden_1" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "productos" ADD COLUMN "precio_orden_2" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "productos" ADD COLUMN "precio_orden_5" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "productos" ADD COLUMN "precio_orden_6" numeric(12, 2);--> statement-breakpoint
CREATE INDEX "productos_precio_orden_1_idx" ON "productos" USING btree ("precio_orden_1","id");--> statement-breakpoint
CREATE INDEX "productos_precio_orden_2_idx" ON "productos" USING btree ("precio_orden_2","id");--> statement-breakpoint
CREATE INDEX "productos_precio_orden_5_idx" ON "productos" USING btree ("precio_orden_5","id");--> statement-breakpoint
CREATE INDEX "productos_precio_orden_6_idx" ON "productos" USING btree ("precio_orden_6","id");