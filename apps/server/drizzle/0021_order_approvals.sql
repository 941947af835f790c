CREATE TABLE "pedido_aprovacions" (
	"codigo_pedido" text PRIMARY KEY NOT NULL,
	"limits" jsonb NOT NULL,
	"order_limit" numeric(12, 2),
	"monthly_limit" numeric(12, 2),
	"month_spent" numeric(12, 2) NOT NULL,
	"erp_payload" jsonb NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_at" timestamp with time zone,
	"escalated_at" timestamp with time zone,
	"decision" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "motiu_rebuig" text;--> statement-breakpoint
ALTER TABLE "pedido_aprovacions" ADD CONSTRAINT "pedido_aprovacions_codigo_pedido_pedidos_codigo_fk" FOREIGN KEY ("codigo_pedido") REFERENCES "public"."pedidos"("codigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_aprovacions" ADD CONSTRAINT "pedido_aprovacions_decided_by_usuaris_id_usuari_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."usuaris"("id_usuari") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pedido_aprovacions_open_idx" ON "pedido_aprovacions" USING btree ("requested_at") WHERE "pedido_aprovacions"."decision" is null;