-- Search needs trigrams (typos, substrings) and accent folding; both ship with PGlite and PostgreSQL contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE TABLE "atributo_valores" (
	"id_valor" integer PRIMARY KEY NOT NULL,
	"id_atributo" integer NOT NULL,
	"valor" text NOT NULL,
	"nombres" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "atributos" (
	"id_atributo" integer PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"nombre" text NOT NULL,
	"nombres" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "atributos_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "familias" (
	"codigo" text PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"nombres" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medias" (
	"id" serial PRIMARY KEY NOT NULL,
	"producto_id" integer NOT NULL,
	"url" text NOT NULL,
	"tipo" text DEFAULT 'image' NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "precios" (
	"producto_id" integer NOT NULL,
	"id_lista" integer NOT NULL,
	"desde_unidades" integer NOT NULL,
	"precio_neto" numeric(12, 2) NOT NULL,
	"precio_sin_descuento" numeric(12, 2) NOT NULL,
	CONSTRAINT "precios_producto_id_id_lista_desde_unidades_pk" PRIMARY KEY("producto_id","id_lista","desde_unidades")
);
--> statement-breakpoint
CREATE TABLE "producto_atributos" (
	"producto_id" integer NOT NULL,
	"id_valor" integer NOT NULL,
	CONSTRAINT "producto_atributos_producto_id_id_valor_pk" PRIMARY KEY("producto_id","id_valor")
);
--> statement-breakpoint
CREATE TABLE "productos" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"nombre" text NOT NULL,
	"nombres" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"descripciones" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tipo" text NOT NULL,
	"codigo_familia" text,
	"codigo_subfamilia" text,
	"stock" integer DEFAULT 0 NOT NULL,
	"lote" integer,
	"minimum_quantity" integer DEFAULT 1 NOT NULL,
	"id_almacen" text DEFAULT '01' NOT NULL,
	"id_lista" text DEFAULT '' NOT NULL,
	"offer" boolean DEFAULT false NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector",
	"sort_ca" text DEFAULT '' NOT NULL,
	"sort_es" text DEFAULT '' NOT NULL,
	"sort_en" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "productos_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "promociones" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo_cliente" text NOT NULL,
	"codigo_articulo" text NOT NULL,
	"cantidad_requerida" integer NOT NULL,
	"valor_promocion" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subfamilias" (
	"codigo" text PRIMARY KEY NOT NULL,
	"codigo_familia" text NOT NULL,
	"nombre" text NOT NULL,
	"nombres" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "atributo_valores" ADD CONSTRAINT "atributo_valores_id_atributo_atributos_id_atributo_fk" FOREIGN KEY ("id_atributo") REFERENCES "public"."atributos"("id_atributo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medias" ADD CONSTRAINT "medias_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "precios" ADD CONSTRAINT "precios_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producto_atributos" ADD CONSTRAINT "producto_atributos_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producto_atributos" ADD CONSTRAINT "producto_atributos_id_valor_atributo_valores_id_valor_fk" FOREIGN KEY ("id_valor") REFERENCES "public"."atributo_valores"("id_valor") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productos" ADD CONSTRAINT "productos_codigo_familia_familias_codigo_fk" FOREIGN KEY ("codigo_familia") REFERENCES "public"."familias"("codigo") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productos" ADD CONSTRAINT "productos_codigo_subfamilia_subfamilias_codigo_fk" FOREIGN KEY ("codigo_subfamilia") REFERENCES "public"."subfamilias"("codigo") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promociones" ADD CONSTRAINT "promociones_codigo_cliente_clientes_codigo_fk" FOREIGN KEY ("codigo_cliente") REFERENCES "public"."clientes"("codigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subfamilias" ADD CONSTRAINT "subfamilias_codigo_familia_familias_codigo_fk" FOREIGN KEY ("codigo_familia") REFERENCES "public"."familias"("codigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "atributo_valores_unique_idx" ON "atributo_valores" USING btree ("id_atributo","valor");--> statement-breakpoint
CREATE INDEX "medias_producto_idx" ON "medias" USING btree ("producto_id","orden");--> statement-breakpoint
CREATE INDEX "precios_lista_precio_idx" ON "precios" USING btree ("id_lista","desde_unidades","precio_neto","producto_id");--> statement-breakpoint
CREATE INDEX "producto_atributos_valor_idx" ON "producto_atributos" USING btree ("id_valor","producto_id");--> statement-breakpoint
CREATE INDEX "productos_familia_idx" ON "productos" USING btree ("codigo_familia","codigo_subfamilia");--> statement-breakpoint
CREATE INDEX "productos_subfamilia_idx" ON "productos" USING btree ("codigo_subfamilia");--> statement-breakpoint
CREATE INDEX "productos_sort_ca_idx" ON "productos" USING btree ("sort_ca" collate "C","id");--> statement-breakpoint
CREATE INDEX "productos_sort_es_idx" ON "productos" USING btree ("sort_es" collate "C","id");--> statement-breakpoint
CREATE INDEX "productos_sort_en_idx" ON "productos" USING btree ("sort_en" collate "C","id");--> statement-breakpoint
CREATE INDEX "productos_codigo_pattern_idx" ON "productos" USING btree ("codigo" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "productos_search_trgm_idx" ON "productos" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "productos_search_vector_idx" ON "productos" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "productos_tipo_idx" ON "productos" USING btree ("tipo");--> statement-breakpoint
CREATE UNIQUE INDEX "promociones_cliente_articulo_idx" ON "promociones" USING btree ("codigo_cliente","codigo_articulo","cantidad_requerida");--> statement-breakpoint
CREATE INDEX "subfamilias_familia_idx" ON "subfamilias" USING btree ("codigo_familia");--> statement-breakpoint
-- Derived columns follow the names and the search text, whoever writes the product (seed, ERP sync).
CREATE FUNCTION productos_derived_update() RETURNS trigger AS $$
BEGIN
  NEW.search_vector := to_tsvector('simple', NEW.search_text);
  NEW.sort_ca := lower(unaccent(coalesce(nullif(NEW.nombres->>'ca', ''), NEW.nombre)));
  NEW.sort_es := lower(unaccent(coalesce(nullif(NEW.nombres->>'es', ''), NEW.nombre)));
  NEW.sort_en := lower(unaccent(coalesce(nullif(NEW.nombres->>'en', ''), NEW.nombre)));
  RETURN NEW;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER productos_derived_trigger BEFORE INSERT OR UPDATE OF search_text, nombre, nombres ON productos
  FOR EACH ROW EXECUTE FUNCTION productos_derived_update();
