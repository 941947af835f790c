CREATE SEQUENCE "public"."registre_clients_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "account_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_usuari" integer NOT NULL,
	"tipus" text NOT NULL,
	"token_hash" text NOT NULL,
	"nou_email" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipus" text NOT NULL,
	"destinatari" text NOT NULL,
	"respondre_a" text,
	"idioma" text NOT NULL,
	"assumpte" text NOT NULL,
	"cos_text" text NOT NULL,
	"cos_html" text NOT NULL,
	"message_id" text NOT NULL,
	"estat" text DEFAULT 'pending' NOT NULL,
	"intents" integer DEFAULT 0 NOT NULL,
	"proper_intent" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"darrer_error" text,
	"enviat_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_outbox_message_id_unique" UNIQUE("message_id")
);
--> statement-breakpoint
ALTER TABLE "usuaris" DROP CONSTRAINT "usuaris_codigo_cliente_clientes_codigo_fk";
--> statement-breakpoint
ALTER TABLE "promociones" DROP CONSTRAINT "promociones_codigo_cliente_clientes_codigo_fk";
--> statement-breakpoint
ALTER TABLE "cliente_contactos" DROP CONSTRAINT "cliente_contactos_codigo_cliente_clientes_codigo_fk";
--> statement-breakpoint
ALTER TABLE "pedidos" DROP CONSTRAINT "pedidos_codigo_cliente_clientes_codigo_fk";
--> statement-breakpoint
ALTER TABLE "usuaris" ADD COLUMN "alta_pendent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "usuaris" ADD COLUMN "sessio_versio" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_id_usuari_usuaris_id_usuari_fk" FOREIGN KEY ("id_usuari") REFERENCES "public"."usuaris"("id_usuari") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_tokens_usuari_idx" ON "account_tokens" USING btree ("id_usuari","tipus");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("proper_intent") WHERE "mail_outbox"."estat" = 'pending';--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "usuaris" ADD CONSTRAINT "usuaris_codigo_cliente_clientes_codigo_fk" FOREIGN KEY ("codigo_cliente") REFERENCES "public"."clientes"("codigo") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "promociones" ADD CONSTRAINT "promociones_codigo_cliente_clientes_codigo_fk" FOREIGN KEY ("codigo_cliente") REFERENCES "public"."clientes"("codigo") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "cliente_contactos" ADD CONSTRAINT "cliente_contactos_codigo_cliente_clientes_codigo_fk" FOREIGN KEY ("codigo_cliente") REFERENCES "public"."clientes"("codigo") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_codigo_cliente_clientes_codigo_fk" FOREIGN KEY ("codigo_cliente") REFERENCES "public"."clientes"("codigo") ON DELETE no action ON UPDATE cascade;