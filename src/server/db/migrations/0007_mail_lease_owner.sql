ALTER TABLE "outbox" ADD COLUMN "locked_by" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "failure" text;