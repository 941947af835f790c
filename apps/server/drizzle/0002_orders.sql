CREATE TABLE "carrito_lineas" (
	"id_usuari" integer NOT NULL,
	"codigo" text NOT NULL,
	"cantidad" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carrito_lineas_id_usuari_codigo_pk" PRIMARY KEY("id_usuari","codigo")
);
--> statement-breakpoint
CREATE TABLE "cliente_contactos" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo_cliente" text NOT NULL,
	"nombre_contacto" text NOT NULL,
	"direccion" text NOT NULL,
	"codigo_postal" text NOT NULL,
	"poblacion" text NOT NULL,
	"provincia" text DEFAULT '' NOT NULL,
	"ciudad" text DEFAULT '' NOT NULL,
	"pais" text NOT NULL,
	"telefono" text,
	"erp_contact_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"referencia" text NOT NULL,
	"payload" jsonb NOT NULL,
	"idempotency_key" text NOT NULL,
	"estado" text DEFAULT 'pending' NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"proper_intent" timestamp with time zone DEFAULT now() NOT NULL,
	"darrer_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "outbox_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "paises" (
	"codigo" text PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"nombres" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pedido_lineas" (
	"codigo_pedido" text NOT NULL,
	"linea" integer NOT NULL,
	"codigo_articulo" text NOT NULL,
	"nombre" text NOT NULL,
	"cantidad" integer NOT NULL,
	"precio_unitario" numeric(12, 2) NOT NULL,
	"precio_sin_oferta" numeric(12, 2) NOT NULL,
	"descuento" numeric(12, 2) NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	CONSTRAINT "pedido_lineas_codigo_pedido_linea_pk" PRIMARY KEY("codigo_pedido","linea")
);
--> statement-breakpoint
CREATE TABLE "pedidos" (
	"codigo" text PRIMARY KEY NOT NULL,
	"codigo_cliente" text NOT NULL,
	"id_usuari" integer NOT NULL,
	"estado" text DEFAULT 'received' NOT NULL,
	"erp_numero" text,
	"erp_motivo" text,
	"id_contacto" integer,
	"direccion_entrega" jsonb NOT NULL,
	"forma_pago" integer,
	"referencia" text,
	"fecha_entrega" date,
	"observaciones" text,
	"id_lista" integer NOT NULL,
	"subtotal" numeric(12, 2) NOT NULL,
	"descuento" numeric(12, 2) NOT NULL,
	"portes" numeric(12, 2) NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carrito_lineas" ADD CONSTRAINT "carrito_lineas_id_usuari_usuaris_id_usuari_fk" FOREIGN KEY ("id_usuari") REFERENCES "public"."usuaris"("id_usuari") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cliente_contactos" ADD CONSTRAINT "cliente_contactos_codigo_cliente_clientes_codigo_fk" FOREIGN KEY ("codigo_cliente") REFERENCES "public"."clientes"("codigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cliente_contactos" ADD CONSTRAINT "cliente_contactos_pais_paises_codigo_fk" FOREIGN KEY ("pais") REFERENCES "public"."paises"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_lineas" ADD CONSTRAINT "pedido_lineas_codigo_pedido_pedidos_codigo_fk" FOREIGN KEY ("codigo_pedido") REFERENCES "public"."pedidos"("codigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_codigo_cliente_clientes_codigo_fk" FOREIGN KEY ("codigo_cliente") REFERENCES "public"."clientes"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_id_usuari_usuaris_id_usuari_fk" FOREIGN KEY ("id_usuari") REFERENCES "public"."usuaris"("id_usuari") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cliente_contactos_cliente_idx" ON "cliente_contactos" USING btree ("codigo_cliente");--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("proper_intent") WHERE "outbox"."estado" = 'pending';--> statement-breakpoint
CREATE INDEX "pedidos_cliente_fecha_idx" ON "pedidos" USING btree ("codigo_cliente","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "pedidos_idempotency_idx" ON "pedidos" USING btree ("id_usuari","idempotency_key") WHERE "pedidos"."idempotency_key" is not null;--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS pedidos_codigo_seq START 1000;
