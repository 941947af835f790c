DROP INDEX "productos_codigo_activo_idx";--> statement-breakpoint
CREATE INDEX "productos_precio_orden_1_desc_idx" ON "productos" USING btree ("precio_orden_1" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "productos"."activo";--> statement-breakpoint
CREATE INDEX "productos_precio_orden_2_desc_idx" ON "productos" USING btree ("precio_orden_2" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "productos"."activo";--> statement-breakpoint
CREATE INDEX "productos_precio_orden_5_desc_idx" ON "productos" USING btree ("precio_orden_5" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "productos"."activo";--> statement-breakpoint
CREATE INDEX "productos_precio_orden_6_desc_idx" ON "productos" USING btree ("precio_orden_6" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "productos"."activo";--> statement-breakpoint
CREATE INDEX "productos_codigo_activo_idx" ON "productos" USING btree ("codigo","id") WHERE "productos"."activo";