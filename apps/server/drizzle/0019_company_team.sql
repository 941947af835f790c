CREATE TABLE "spending_limits" (
	"id_usuari" integer PRIMARY KEY NOT NULL,
	"order_limit" numeric(12, 2),
	"monthly_limit" numeric(12, 2),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo_cliente" text NOT NULL,
	"email" text NOT NULL,
	"idioma" text NOT NULL,
	"company_role" text NOT NULL,
	"approves" boolean DEFAULT false NOT NULL,
	"order_limit" numeric(12, 2),
	"monthly_limit" numeric(12, 2),
	"token_hash" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"invited_by" integer,
	"id_usuari" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "spending_limits" ADD CONSTRAINT "spending_limits_id_usuari_usuaris_id_usuari_fk" FOREIGN KEY ("id_usuari") REFERENCES "public"."usuaris"("id_usuari") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_codigo_cliente_clientes_codigo_fk" FOREIGN KEY ("codigo_cliente") REFERENCES "public"."clientes"("codigo") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_invited_by_usuaris_id_usuari_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."usuaris"("id_usuari") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_id_usuari_usuaris_id_usuari_fk" FOREIGN KEY ("id_usuari") REFERENCES "public"."usuaris"("id_usuari") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_invitations_open_idx" ON "team_invitations" USING btree ("codigo_cliente") WHERE "team_invitations"."accepted_at" is null and "team_invitations"."revoked_at" is null;