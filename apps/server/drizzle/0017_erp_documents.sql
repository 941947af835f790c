CREATE TABLE "customer_credit" (
	"codigo_cliente" text PRIMARY KEY NOT NULL,
	"credit_limit" numeric(12, 2) NOT NULL,
	"used" numeric(12, 2) NOT NULL,
	"available" numeric(12, 2) NOT NULL,
	"overdue" numeric(12, 2) NOT NULL,
	"erp_updated_at" timestamp with time zone NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_notes" (
	"numero" text PRIMARY KEY NOT NULL,
	"codigo_cliente" text NOT NULL,
	"codigo_pedido" text,
	"erp_numero" text NOT NULL,
	"shipment" text NOT NULL,
	"date" date NOT NULL,
	"lines" jsonb NOT NULL,
	"erp_updated_at" timestamp with time zone NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_notice_opt_outs" (
	"id_usuari" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_pdfs" (
	"kind" text NOT NULL,
	"numero" text NOT NULL,
	"codigo_cliente" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_pdfs_kind_numero_pk" PRIMARY KEY("kind","numero")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"numero" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"codigo_cliente" text NOT NULL,
	"codigo_pedido" text,
	"erp_numero" text,
	"date" date NOT NULL,
	"delivery_notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"corrects" text,
	"forma_pago" integer,
	"lines" jsonb NOT NULL,
	"base" numeric(12, 2) NOT NULL,
	"vat_rate" numeric(5, 2) NOT NULL,
	"vat" numeric(12, 2) NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"dues" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text NOT NULL,
	"erp_updated_at" timestamp with time zone NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"numero" text PRIMARY KEY NOT NULL,
	"codigo_cliente" text NOT NULL,
	"codigo_pedido" text,
	"erp_numero" text NOT NULL,
	"part" integer NOT NULL,
	"status" text NOT NULL,
	"carrier" text NOT NULL,
	"tracking_number" text NOT NULL,
	"tracking_url" text NOT NULL,
	"shipped_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"delivery_note" text NOT NULL,
	"lines" jsonb NOT NULL,
	"erp_updated_at" timestamp with time zone NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_credit" ADD CONSTRAINT "customer_credit_codigo_cliente_clientes_codigo_fk" FOREIGN KEY ("codigo_cliente") REFERENCES "public"."clientes"("codigo") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "delivery_notes" ADD CONSTRAINT "delivery_notes_codigo_cliente_clientes_codigo_fk" FOREIGN KEY ("codigo_cliente") REFERENCES "public"."clientes"("codigo") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "document_notice_opt_outs" ADD CONSTRAINT "document_notice_opt_outs_id_usuari_usuaris_id_usuari_fk" FOREIGN KEY ("id_usuari") REFERENCES "public"."usuaris"("id_usuari") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_pdfs" ADD CONSTRAINT "document_pdfs_codigo_cliente_clientes_codigo_fk" FOREIGN KEY ("codigo_cliente") REFERENCES "public"."clientes"("codigo") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_codigo_cliente_clientes_codigo_fk" FOREIGN KEY ("codigo_cliente") REFERENCES "public"."clientes"("codigo") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_codigo_cliente_clientes_codigo_fk" FOREIGN KEY ("codigo_cliente") REFERENCES "public"."clientes"("codigo") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "delivery_notes_order_idx" ON "delivery_notes" USING btree ("codigo_cliente","codigo_pedido");--> statement-breakpoint
CREATE INDEX "delivery_notes_customer_idx" ON "delivery_notes" USING btree ("codigo_cliente","date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "document_pdfs_customer_idx" ON "document_pdfs" USING btree ("codigo_cliente");--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("codigo_cliente","codigo_pedido");--> statement-breakpoint
CREATE INDEX "invoices_customer_idx" ON "invoices" USING btree ("codigo_cliente","date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shipments_order_idx" ON "shipments" USING btree ("codigo_cliente","codigo_pedido");--> statement-breakpoint
CREATE INDEX "shipments_customer_idx" ON "shipments" USING btree ("codigo_cliente","shipped_at" DESC NULLS LAST);