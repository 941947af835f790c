CREATE TABLE "sync_seen" (
	"entitat" text NOT NULL,
	"codi" text NOT NULL
);
