CREATE TABLE "login_throttles" (
	"account_key" text NOT NULL,
	"address" text NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone,
	CONSTRAINT "login_throttles_account_key_address_pk" PRIMARY KEY("account_key","address")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_usuari" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
-- Refresh tokens issued before sessions existed belong to none: they are dropped, and their
-- holders log in again once. The per-account lock's counters are replaced by login_throttles.
DELETE FROM "refresh_tokens";--> statement-breakpoint
DELETE FROM "rate_limit_hits" WHERE "bucket" LIKE 'login:account:%';--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "id_sessio" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_id_usuari_usuaris_id_usuari_fk" FOREIGN KEY ("id_usuari") REFERENCES "public"."usuaris"("id_usuari") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_throttles_last_failure_idx" ON "login_throttles" USING btree ("last_failure_at");--> statement-breakpoint
CREATE INDEX "sessions_usuari_idx" ON "sessions" USING btree ("id_usuari");--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_id_sessio_sessions_id_fk" FOREIGN KEY ("id_sessio") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refresh_tokens_sessio_idx" ON "refresh_tokens" USING btree ("id_sessio");