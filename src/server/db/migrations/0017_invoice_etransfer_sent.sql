ALTER TABLE "invoices" ADD COLUMN "etransfer_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "etransfer_sent_cents" bigint;