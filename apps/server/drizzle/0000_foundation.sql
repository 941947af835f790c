CREATE TABLE "pantalles" (
	"id_pantalla" serial PRIMARY KEY NOT NULL,
	"nom" text NOT NULL,
	"icona" text NOT NULL,
	"url" text NOT NULL,
	"ordre" integer NOT NULL,
	"menu" boolean DEFAULT true NOT NULL,
	"id_pantalla_pare" integer,
	CONSTRAINT "pantalles_url_unique" UNIQUE("url")
);
--> statement-breakpoint
CREATE TABLE "permisos" (
	"id_permis" serial PRIMARY KEY NOT NULL,
	"end_point" text NOT NULL,
	"descripcio" text DEFAULT '' NOT NULL,
	"id_pantalla" integer,
	CONSTRAINT "permisos_end_point_unique" UNIQUE("end_point")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"bucket" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_hits_bucket_window_start_pk" PRIMARY KEY("bucket","window_start")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_usuari" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "rol_permisos" (
	"id_rol" integer NOT NULL,
	"id_permis" integer NOT NULL,
	CONSTRAINT "rol_permisos_id_rol_id_permis_pk" PRIMARY KEY("id_rol","id_permis")
);
--> statement-breakpoint
CREATE TABLE "rols" (
	"id_rol" serial PRIMARY KEY NOT NULL,
	"nom" text NOT NULL,
	"id_pantalla_inici" integer,
	CONSTRAINT "rols_nom_unique" UNIQUE("nom")
);
--> statement-breakpoint
CREATE TABLE "usuari_rols" (
	"id_usuari" integer NOT NULL,
	"id_rol" integer NOT NULL,
	CONSTRAINT "usuari_rols_id_usuari_id_rol_pk" PRIMARY KEY("id_usuari","id_rol")
);
--> statement-breakpoint
CREATE TABLE "usuaris" (
	"id_usuari" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"nom_contacte" text,
	"password_hash" text NOT NULL,
	"idioma" text DEFAULT 'ca' NOT NULL,
	"codigo_cliente" text,
	"actiu" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "log_errors" (
	"id" serial PRIMARY KEY NOT NULL,
	"data_hora" timestamp with time zone DEFAULT now() NOT NULL,
	"codi_error" text NOT NULL,
	"codi" text,
	"versio" text,
	"pantalla" text,
	"classe" text,
	"metode" text,
	"missatge" text NOT NULL,
	"resolt" boolean DEFAULT false NOT NULL,
	"data_resolt" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "params" (
	"id_param" serial PRIMARY KEY NOT NULL,
	"clau" text NOT NULL,
	"valor" text NOT NULL,
	CONSTRAINT "params_clau_unique" UNIQUE("clau")
);
--> statement-breakpoint
CREATE TABLE "registre_canvis" (
	"id" serial PRIMARY KEY NOT NULL,
	"data_hora" timestamp with time zone DEFAULT now() NOT NULL,
	"taula" text NOT NULL,
	"tipus" text NOT NULL,
	"id_registre" text,
	"id_usuari" integer,
	"detall" jsonb
);
--> statement-breakpoint
CREATE TABLE "clientes" (
	"codigo" text PRIMARY KEY NOT NULL,
	"razon_social" text NOT NULL,
	"cif" text NOT NULL,
	"telefono" text,
	"email" text,
	"direccion" text,
	"codigo_postal" text,
	"poblacion" text,
	"provincia" text,
	"ciudad" text,
	"pais" text DEFAULT 'ES' NOT NULL,
	"forma_pago" integer,
	"entidad_bancaria" text,
	"dia_pago" integer,
	"cuenta_contable" text,
	"id_lista" integer DEFAULT 5 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "permisos" ADD CONSTRAINT "permisos_id_pantalla_pantalles_id_pantalla_fk" FOREIGN KEY ("id_pantalla") REFERENCES "public"."pantalles"("id_pantalla") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_id_usuari_usuaris_id_usuari_fk" FOREIGN KEY ("id_usuari") REFERENCES "public"."usuaris"("id_usuari") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rol_permisos" ADD CONSTRAINT "rol_permisos_id_rol_rols_id_rol_fk" FOREIGN KEY ("id_rol") REFERENCES "public"."rols"("id_rol") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rol_permisos" ADD CONSTRAINT "rol_permisos_id_permis_permisos_id_permis_fk" FOREIGN KEY ("id_permis") REFERENCES "public"."permisos"("id_permis") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rols" ADD CONSTRAINT "rols_id_pantalla_inici_pantalles_id_pantalla_fk" FOREIGN KEY ("id_pantalla_inici") REFERENCES "public"."pantalles"("id_pantalla") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuari_rols" ADD CONSTRAINT "usuari_rols_id_usuari_usuaris_id_usuari_fk" FOREIGN KEY ("id_usuari") REFERENCES "public"."usuaris"("id_usuari") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuari_rols" ADD CONSTRAINT "usuari_rols_id_rol_rols_id_rol_fk" FOREIGN KEY ("id_rol") REFERENCES "public"."rols"("id_rol") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuaris" ADD CONSTRAINT "usuaris_codigo_cliente_clientes_codigo_fk" FOREIGN KEY ("codigo_cliente") REFERENCES "public"."clientes"("codigo") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "permisos_pantalla_idx" ON "permisos" USING btree ("id_pantalla");--> statement-breakpoint
CREATE INDEX "refresh_tokens_usuari_idx" ON "refresh_tokens" USING btree ("id_usuari");--> statement-breakpoint
CREATE INDEX "rol_permisos_permis_idx" ON "rol_permisos" USING btree ("id_permis");--> statement-breakpoint
CREATE INDEX "usuari_rols_rol_idx" ON "usuari_rols" USING btree ("id_rol");--> statement-breakpoint
CREATE UNIQUE INDEX "usuaris_username_lower_idx" ON "usuaris" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "usuaris_email_lower_idx" ON "usuaris" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "usuaris_cliente_idx" ON "usuaris" USING btree ("codigo_cliente");--> statement-breakpoint
CREATE INDEX "log_errors_data_idx" ON "log_errors" USING btree ("data_hora");--> statement-breakpoint
CREATE INDEX "registre_canvis_data_idx" ON "registre_canvis" USING btree ("data_hora");