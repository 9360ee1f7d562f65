CREATE TABLE "process_heartbeats" (
	"id" text PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"pid" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"beat_at" timestamp with time zone NOT NULL,
	"state" text NOT NULL,
	"rss" bigint NOT NULL,
	"heap_used" bigint NOT NULL,
	"loop_p99_ms" real NOT NULL,
	"requests" bigint NOT NULL,
	"errors" bigint NOT NULL,
	"p95_ms" real NOT NULL
);
--> statement-breakpoint
CREATE TABLE "process_samples" (
	"process_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"requests" integer NOT NULL,
	"errors" integer NOT NULL,
	"p95_ms" real NOT NULL,
	CONSTRAINT "process_samples_process_id_at_pk" PRIMARY KEY("process_id","at")
);
--> statement-breakpoint
CREATE INDEX "process_samples_at_idx" ON "process_samples" USING btree ("at");