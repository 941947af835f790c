CREATE TABLE "own_codes" (
	"codigo_cliente" text NOT NULL,
	"codigo" text NOT NULL,
	"codigo_propio" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "own_codes_codigo_cliente_codigo_pk" PRIMARY KEY("codigo_cliente","codigo")
);
--> statement-breakpoint
ALTER TABLE "productos" ADD COLUMN "ean" text;--> statement-breakpoint
ALTER TABLE "own_codes" ADD CONSTRAINT "own_codes_codigo_cliente_clientes_codigo_fk" FOREIGN KEY ("codigo_cliente") REFERENCES "public"."clientes"("codigo") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "own_codes" ADD CONSTRAINT "own_codes_updated_by_usuaris_id_usuari_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."usuaris"("id_usuari") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "own_codes_cliente_codigo_propio_idx" ON "own_codes" USING btree ("codigo_cliente",upper("codigo_propio"));--> statement-breakpoint
CREATE INDEX "productos_codigo_upper_idx" ON "productos" USING btree (upper("codigo")) WHERE "productos"."activo";--> statement-breakpoint
CREATE INDEX "productos_ean_idx" ON "productos" USING btree ("ean") WHERE "productos"."ean" is not null;