CREATE TABLE "sync_deferred_indexes" (
	"nom" text PRIMARY KEY NOT NULL,
	"definicio" text NOT NULL,
	"run_id" integer,
	"creat" timestamp with time zone DEFAULT now() NOT NULL
);
