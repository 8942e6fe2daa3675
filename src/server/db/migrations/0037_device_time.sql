ALTER TABLE "service_visit_events" ADD COLUMN "device_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_visit_events" ADD COLUMN "received_at" timestamp with time zone;