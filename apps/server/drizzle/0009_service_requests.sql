CREATE SEQUENCE "public"."service_request_maintenance_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."service_request_sat_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."service_request_standardisation_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "service_request_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_solicitud" integer NOT NULL,
	"nom" text NOT NULL,
	"tipus_contingut" text NOT NULL,
	"mida" integer NOT NULL,
	"contingut" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_request_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_solicitud" integer NOT NULL,
	"tipus" text NOT NULL,
	"estat_anterior" text,
	"estat" text,
	"data_prevista" date,
	"motiu" text,
	"nota" text,
	"id_usuari" integer,
	"autor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"numero" text NOT NULL,
	"tipus" text NOT NULL,
	"codigo_cliente" text NOT NULL,
	"id_usuari" integer,
	"estat" text DEFAULT 'received' NOT NULL,
	"dades" jsonb NOT NULL,
	"garantia" text,
	"data_prevista" date,
	"motiu_rebuig" text,
	"erp_numero" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_requests_numero_unique" UNIQUE("numero")
);
--> statement-breakpoint
ALTER TABLE "service_request_attachments" ADD CONSTRAINT "service_request_attachments_id_solicitud_service_requests_id_fk" FOREIGN KEY ("id_solicitud") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_events" ADD CONSTRAINT "service_request_events_id_solicitud_service_requests_id_fk" FOREIGN KEY ("id_solicitud") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_events" ADD CONSTRAINT "service_request_events_id_usuari_usuaris_id_usuari_fk" FOREIGN KEY ("id_usuari") REFERENCES "public"."usuaris"("id_usuari") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_codigo_cliente_clientes_codigo_fk" FOREIGN KEY ("codigo_cliente") REFERENCES "public"."clientes"("codigo") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_id_usuari_usuaris_id_usuari_fk" FOREIGN KEY ("id_usuari") REFERENCES "public"."usuaris"("id_usuari") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_request_attachments_request_idx" ON "service_request_attachments" USING btree ("id_solicitud");--> statement-breakpoint
CREATE INDEX "service_request_events_request_idx" ON "service_request_events" USING btree ("id_solicitud","id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_requests_idempotency_idx" ON "service_requests" USING btree ("id_usuari","idempotency_key") WHERE "service_requests"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "service_requests_customer_idx" ON "service_requests" USING btree ("codigo_cliente","tipus","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "service_requests_created_idx" ON "service_requests" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "service_requests_status_idx" ON "service_requests" USING btree ("estat","created_at" DESC NULLS LAST);