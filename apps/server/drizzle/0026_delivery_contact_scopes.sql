-- The delivery contacts a company user may send orders to, when the company administrator has narrowed
-- them (no row: every contact of the company).
CREATE TABLE "delivery_contact_scopes" (
	"id_usuari" integer PRIMARY KEY NOT NULL,
	"contact_ids" integer[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery_contact_scopes" ADD CONSTRAINT "delivery_contact_scopes_id_usuari_usuaris_id_usuari_fk" FOREIGN KEY ("id_usuari") REFERENCES "public"."usuaris"("id_usuari") ON DELETE cascade ON UPDATE no action;