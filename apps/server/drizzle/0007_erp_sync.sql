CREATE TABLE "formas_pago" (
	"codigo" integer PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"nombres" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"activo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_marks" (
	"entitat" text PRIMARY KEY NOT NULL,
	"updated_since" timestamp with time zone,
	"run_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipus" text NOT NULL,
	"estat" text DEFAULT 'queued' NOT NULL,
	"origen" text NOT NULL,
	"demanat_per" text,
	"entitat" text,
	"pagina" integer,
	"comptes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"marques" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"repren" integer,
	"represes" integer DEFAULT 0 NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"error" text,
	"creat" timestamp with time zone DEFAULT now() NOT NULL,
	"iniciat" timestamp with time zone,
	"acabat" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "activo" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "productos" ADD COLUMN "synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cliente_contactos" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "cliente_contactos" ADD COLUMN "activo" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "cliente_contactos" ADD COLUMN "synced_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "sync_runs_one_active_idx" ON "sync_runs" USING btree ((true)) WHERE "sync_runs"."estat" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "sync_runs_creat_idx" ON "sync_runs" USING btree ("creat");--> statement-breakpoint
CREATE UNIQUE INDEX "cliente_contactos_erp_idx" ON "cliente_contactos" USING btree ("erp_contact_id");--> statement-breakpoint
-- Room in each page for a new version of a row: the synchronisation's stock updates touch no
-- indexed column, so with free space beside the row they are HOT updates that leave the table's
-- twenty indexes alone.
ALTER TABLE "productos" SET (fillfactor = 80);
