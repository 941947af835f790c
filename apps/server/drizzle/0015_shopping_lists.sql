CREATE TABLE "shopping_list_lines" (
	"id_list" integer NOT NULL,
	"codigo" text NOT NULL,
	"cantidad" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopping_list_lines_id_list_codigo_pk" PRIMARY KEY("id_list","codigo")
);
--> statement-breakpoint
CREATE TABLE "shopping_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo_cliente" text NOT NULL,
	"id_usuari" integer NOT NULL,
	"nombre" text NOT NULL,
	"compartida" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "shopping_list_lines" ADD CONSTRAINT "shopping_list_lines_id_list_shopping_lists_id_fk" FOREIGN KEY ("id_list") REFERENCES "public"."shopping_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_lists" ADD CONSTRAINT "shopping_lists_codigo_cliente_clientes_codigo_fk" FOREIGN KEY ("codigo_cliente") REFERENCES "public"."clientes"("codigo") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "shopping_lists" ADD CONSTRAINT "shopping_lists_id_usuari_usuaris_id_usuari_fk" FOREIGN KEY ("id_usuari") REFERENCES "public"."usuaris"("id_usuari") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_lists" ADD CONSTRAINT "shopping_lists_updated_by_usuaris_id_usuari_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."usuaris"("id_usuari") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shopping_lists_cliente_idx" ON "shopping_lists" USING btree ("codigo_cliente");