-- Read-your-writes across instances (issue 34, docs/decisions/0044-f34scale-read-replicas.md): the primary's WAL
-- position after a user's last write. UNLOGGED: it needs no crash safety and must not add WAL of its own.
CREATE UNLOGGED TABLE "userwritepositions" (
	"userid" integer PRIMARY KEY NOT NULL,
	"lsn" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
