-- Who of a customer company sees its documents and credit: every user unless its administrator has
-- kept a company role away from them (a row per role kept away).
CREATE TABLE "document_hidden_roles" (
	"codigo_cliente" text NOT NULL,
	"rol" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_hidden_roles_codigo_cliente_rol_pk" PRIMARY KEY("codigo_cliente","rol")
);
--> statement-breakpoint
ALTER TABLE "document_hidden_roles" ADD CONSTRAINT "document_hidden_roles_codigo_cliente_clientes_codigo_fk" FOREIGN KEY ("codigo_cliente") REFERENCES "public"."clientes"("codigo") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "document_hidden_roles" ADD CONSTRAINT "document_hidden_roles_updated_by_usuaris_id_usuari_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."usuaris"("id_usuari") ON DELETE set null ON UPDATE no action;