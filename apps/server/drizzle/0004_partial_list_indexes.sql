DROP INDEX "productos_familia_idx";--> statement-breakpoint
DROP INDEX "productos_subfamilia_idx";--> statement-breakpoint
DROP INDEX "productos_sort_ca_idx";--> statement-breakpoint
DROP INDEX "productos_sort_es_idx";--> statement-breakpoint
DROP INDEX "productos_sort_en_idx";--> statement-breakpoint
DROP INDEX "productos_tipo_idx";--> statement-breakpoint
DROP INDEX "productos_precio_orden_1_idx";--> statement-breakpoint
DROP INDEX "productos_precio_orden_2_idx";--> statement-breakpoint
DROP INDEX "productos_precio_orden_5_idx";--> statement-breakpoint
DROP INDEX "productos_precio_orden_6_idx";--> statement-breakpoint
CREATE INDEX "productos_activo_idx" ON "productos" USING btree ("id") WHERE "productos"."activo";--> statement-breakpoint
CREATE INDEX "productos_codigo_activo_idx" ON "productos" USING btree ("codigo") WHERE "productos"."activo";--> statement-breakpoint
CREATE INDEX "productos_familia_idx" ON "productos" USING btree ("codigo_familia","codigo_subfamilia","id") WHERE "productos"."activo";--> statement-breakpoint
CREATE INDEX "productos_subfamilia_idx" ON "productos" USING btree ("codigo_subfamilia","id") WHERE "productos"."activo";--> statement-breakpoint
CREATE INDEX "productos_sort_ca_idx" ON "productos" USING btree ("sort_ca" collate "C","id") WHERE "productos"."activo";--> statement-breakpoint
CREATE INDEX "productos_sort_es_idx" ON "productos" USING btree ("sort_es" collate "C","id") WHERE "productos"."activo";--> statement-breakpoint
CREATE INDEX "productos_sort_en_idx" ON "productos" USING btree ("sort_en" collate "C","id") WHERE "productos"."activo";--> statement-breakpoint
CREATE INDEX "productos_tipo_idx" ON "productos" USING btree ("tipo","id") WHERE "productos"."activo";--> statement-breakpoint
CREATE INDEX "productos_precio_orden_1_idx" ON "productos" USING btree ("precio_orden_1","id") WHERE "productos"."activo";--> statement-breakpoint
CREATE INDEX "productos_precio_orden_2_idx" ON "productos" USING btree ("precio_orden_2","id") WHERE "productos"."activo";--> statement-breakpoint
CREATE INDEX "productos_precio_orden_5_idx" ON "productos" USING btree ("precio_orden_5","id") WHERE "productos"."activo";--> statement-breakpoint
CREATE INDEX "productos_precio_orden_6_idx" ON "productos" USING btree ("precio_orden_6","id") WHERE "productos"."activo";